import type { MemoriesReport } from '@mecha/shared/annual/api';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import { RankBadge } from '../../../components/rank-badge.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { characterLabel } from '../../../lib/characters.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { rankTitle } from '../../../lib/rank-title.ts';
import { useEventDates } from '../lib/event-dates.ts';
import { winShare, type ReportCardId } from '../lib/report-cards.ts';
import { matchHref } from '../lib/report-links.ts';
import { CharacterChart, MonthChart } from './report-charts.tsx';
import { ReportNumber } from './report-number.tsx';
import styles from './report-card.module.css';

interface CardProps {
  report: MemoriesReport;
  share: string | null;
}

/** The body of one story card: its numbers (each a link to its matches), badge and chart. */
export function ReportCardBody({ card, report, share }: CardProps & { card: ReportCardId }) {
  switch (card) {
    case 'year':
      return <YearCard report={report} share={share} />;
    case 'first':
      return <FirstCard report={report} share={share} />;
    case 'modes':
      return <ModesCard report={report} share={share} />;
    case 'time':
      return <TimeCard report={report} share={share} />;
    case 'character':
      return <CharacterCard report={report} share={share} />;
    case 'feats':
      return <FeatsCard report={report} share={share} />;
    case 'people':
      return <PeopleCard report={report} share={share} />;
  }
}

/** A card's title, as the card's heading and its poster's. */
export function useCardTitle(): (card: ReportCardId, report: MemoriesReport) => string {
  const { t } = useTranslation();
  return (card, report) => (card === 'year' ? t('annual.report.year.title', { name: report.nickname }) : t(`annual.report.${card}.title`));
}

function YearCard({ report, share }: CardProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <>
      <div className={styles.grid2}>
        <ReportNumber size="lg" label={t('annual.report.year.matches')} value={f.number(report.matches.value)} link={report.matches.link} share={share} testId="report-matches" />
        <ReportNumber size="lg" label={t('annual.report.year.wins')} value={f.number(report.wins.value)} link={report.wins.link} share={share} testId="report-wins" />
      </div>
      <WinRing share={winShare(report.wins.value, report.matches.value)} label={t('annual.report.year.winRate')} />
      <p className={styles.percentile} data-testid="report-percentile">
        {t('annual.report.year.percentile', { percent: f.percentFloor(report.percentile / 100, 0) })}
      </p>
      <div className={styles.meter} aria-hidden="true">
        <span style={{ width: `${Math.min(100, Math.max(0, report.percentile))}%` }} />
      </div>
    </>
  );
}

const RING_R = 50;
const RING_C = 2 * Math.PI * RING_R;

/** The year's win rate as a ring: the card's centre piece (SVG, no chart library). */
function WinRing({ share, label }: { share: number; label: string }) {
  const f = useFormatters();
  const text = f.winRate(share);
  return (
    <div className={styles.ringBox}>
      <svg className={styles.ring} viewBox="0 0 120 120" role="img" aria-label={`${label} ${text}`}>
        <circle cx="60" cy="60" r={RING_R} className={styles.ringTrack} />
        <circle cx="60" cy="60" r={RING_R} className={styles.ringFill} strokeDasharray={`${RING_C * Math.min(1, Math.max(0, share))} ${RING_C}`} transform="rotate(-90 60 60)" />
        <text x="60" y="60" textAnchor="middle" className={styles.ringValue}>
          {text}
        </text>
        <text x="60" y="80" textAnchor="middle" className={styles.ringLabel}>
          {label}
        </text>
      </svg>
    </div>
  );
}

function FirstCard({ report }: CardProps) {
  const { t, language } = useTranslation();
  const dates = useEventDates();
  const first = report.firstMatch;
  if (!first) return null;
  const mech = characterLabel(first.character, language);
  return (
    <div className={styles.first}>
      <p className={styles.lead}>{t('annual.report.first.on', { date: dates.day(first.endedAt) })}</p>
      <div className={styles.mech}>
        <CharacterAvatar id={first.character} cls={mech.cls} size="6.4rem" />
        <div>
          <p className={styles.mechName}>{mech.name}</p>
          <p className={styles.dim}>{t(`record.modes.${first.mode}`)}</p>
          <p className={first.won ? styles.won : styles.lost}>{first.won ? t('annual.report.first.won') : t('annual.report.first.lost')}</p>
        </div>
      </div>
      <Link to={matchHref(first.matchId, first.mode)} className={styles.open} data-testid="report-first-match">
        {t('annual.report.first.open')}
      </Link>
    </div>
  );
}

function ModesCard({ report, share }: CardProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <ul className={styles.modes}>
      {report.modes.map((m) => (
        <li key={m.mode} className={styles.mode} data-mode={m.mode}>
          <div className={styles.modeHead}>
            <RankBadge score={m.bestScore.value} placed={m.matches.value > 0} size="5.6rem" />
            <div>
              <p className={styles.modeName}>{t(`record.modeLadder.${m.mode}`)}</p>
              <p className={styles.rank}>{m.matches.value > 0 ? rankTitle(t, m.bestScore.value) : t('annual.report.modes.none', { mode: t(`record.modes.${m.mode}`) })}</p>
            </div>
          </div>
          <div className={styles.grid3}>
            <ReportNumber label={t('annual.report.modes.matches')} value={f.number(m.matches.value)} link={m.matches.link} share={share} testId={`report-mode-matches-${m.mode}`} />
            <ReportNumber label={t('annual.report.modes.wins')} value={f.number(m.wins.value)} link={m.wins.link} share={share} />
            <ReportNumber label={t('annual.report.modes.best')} value={f.number(m.bestScore.value)} link={m.matches.value > 0 ? m.bestScore.link : null} share={share} testId={`report-best-${m.mode}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function TimeCard({ report, share }: CardProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const dates = useEventDates();
  return (
    <>
      <div className={styles.grid2}>
        <ReportNumber size="lg" label={t('annual.report.time.hours')} value={f.number(report.hoursPlayed.value)} link={report.hoursPlayed.link} share={share} />
        {report.busiestDay && (
          <ReportNumber
            label={`${t('annual.report.time.busiest')} · ${t('annual.report.time.busiestMatches', { count: report.busiestDay.matches.value })}`}
            value={dates.homeMonthDay(report.busiestDay.day)}
            link={report.busiestDay.matches.link}
            share={share}
            testId="report-busiest"
          />
        )}
      </div>
      <MonthChart report={report} share={share} />
    </>
  );
}

function CharacterCard({ report, share }: CardProps) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  const top = report.topCharacter;
  if (!top) return null;
  const mech = characterLabel(top.id, language);
  return (
    <>
      <div className={styles.mech}>
        <CharacterAvatar id={top.id} cls={mech.cls} size="5.6rem" />
        <div>
          <p className={styles.mechName}>{mech.name}</p>
          <p className={styles.dim}>
            {t('annual.report.character.winRate')} {f.winRate(winShare(top.wins.value, top.matches.value))}
          </p>
        </div>
      </div>
      <div className={styles.grid2}>
        <ReportNumber label={t('annual.report.character.matches')} value={f.number(top.matches.value)} link={top.matches.link} share={share} testId="report-top-character" />
        <ReportNumber label={t('annual.report.character.wins')} value={f.number(top.wins.value)} link={top.wins.link} share={share} />
      </div>
      <CharacterChart report={report} share={share} />
    </>
  );
}

function FeatsCard({ report, share }: CardProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <div className={styles.grid2}>
      <ReportNumber size="lg" label={t('annual.report.feats.streak')} value={f.number(report.longestStreak.value)} link={report.longestStreak.link} share={share} testId="report-streak" />
      <ReportNumber size="lg" label={t('annual.report.feats.mvps')} value={f.number(report.mvps.value)} link={report.mvps.link} share={share} testId="report-mvps" />
    </div>
  );
}

function PeopleCard({ report, share }: CardProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <div className={styles.people}>
      <section>
        <h4 className={styles.subhead}>{t('annual.report.people.partner')}</h4>
        {report.partner ? (
          <>
            <p className={styles.person}>{report.partner.nickname}</p>
            <div className={styles.grid2}>
              <ReportNumber label={t('annual.report.people.together')} value={f.number(report.partner.matches.value)} link={report.partner.matches.link} share={share} testId="report-partner" />
              <ReportNumber label={t('annual.report.people.winsTogether')} value={f.number(report.partner.wins.value)} link={report.partner.wins.link} share={share} />
            </div>
          </>
        ) : (
          <p className={styles.dim}>{t('annual.report.people.noPartner')}</p>
        )}
      </section>
      <section>
        <h4 className={styles.subhead}>{t('annual.report.people.nemesis')}</h4>
        {report.nemesis ? (
          <>
            <p className={styles.person}>{report.nemesis.nickname}</p>
            <div className={styles.grid2}>
              <ReportNumber label={t('annual.report.people.met')} value={f.number(report.nemesis.matches.value)} link={report.nemesis.matches.link} share={share} testId="report-nemesis" />
              <ReportNumber label={t('annual.report.people.losses')} value={f.number(report.nemesis.losses.value)} link={report.nemesis.losses.link} share={share} />
            </div>
          </>
        ) : (
          <p className={styles.dim}>{t('annual.report.people.noNemesis')}</p>
        )}
      </section>
    </div>
  );
}
