import { seasonReset } from '@mecha/shared/ladder/seasons';
import type { Mode } from '@mecha/shared/record/ingest';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Panel } from '../../../components/panel.tsx';
import { useFormatters } from '../../../lib/format.ts';
import type { SeasonSummary } from '../api/record-types.ts';
import { rankTitle } from '../../../lib/rank-title.ts';
import { RankBadge } from '../../../components/rank-badge.tsx';
import styles from './season-report-card.module.css';
import { StatTiles } from './stat-tiles.tsx';
import { EmptyBlock } from '../../../components/states.tsx';
import { TopCharacters } from './top-characters.tsx';
import { winRateTone } from '../lib/win-rate-tone.ts';

type Report = NonNullable<SeasonSummary['T1']>;

/** One mode's season report: final and peak score with the rank badge, games, win rate, streak, percentile. */
export function SeasonReportCard({ mode, report, current }: { mode: Mode; report: Report | null; current: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const title = t(`record.modeLadder.${mode}`);
  if (!report || report.TotalCnt === 0) {
    return (
      <Panel title={title} data-testid={`season-report-${mode}`} data-empty="true">
        <EmptyBlock>{t('record.report.none', { mode: t(`record.modes.${mode}`) })}</EmptyBlock>
      </Panel>
    );
  }
  const gain = report.FinalScore - report.StartScore;
  // "Ahead of" never rounds up: 99.6% of a region is not all of it. The tile and the sentence under it say the same
  // figure (the tile once showed "0%" above "ahead of 0.7%").
  const ahead = report.Percentile === null ? null : f.percentFloor(report.Percentile / 100);
  return (
    <Panel title={title} data-testid={`season-report-${mode}`}>
      <div className={styles.head}>
        <RankBadge score={report.FinalScore} placed={report.Placed} size="9.6rem" hero label={rankTitle(t, report.FinalScore)} />
        <div className={styles.scores}>
          <span className={styles.rank}>{report.Placed ? rankTitle(t, report.FinalScore) : t('record.hero.unranked')}</span>
          <span className={styles.line}>
            <span>{current ? t('record.report.now') : t('record.report.final')}</span>
            <strong className={styles.final} data-testid="final-score">
              {report.Placed ? f.number(report.FinalScore) : '—'}
            </strong>
          </span>
          <span className={styles.line}>
            <span>{t('record.report.peak')}</span>
            <strong className={styles.peak}>{report.Placed ? f.number(report.MaxScore) : '—'}</strong>
          </span>
          <span className={styles.line}>
            <span>{t('record.report.start')}</span>
            <span>
              {f.number(report.StartScore)} <em className={gain >= 0 ? styles.up : styles.down}>{f.signed(gain)}</em>
            </span>
          </span>
        </div>
      </div>
      <StatTiles
        columns={4}
        tiles={[
          { label: t('record.stats.games'), value: f.number(report.TotalCnt) },
          { label: t('record.stats.winRate'), value: f.winRate(report.WinRate), tone: winRateTone(report.WinRate) },
          { label: t('record.report.bestStreak'), value: f.number(report.BestStreak), tone: 'gold' },
          { label: t('record.report.percentile'), value: ahead ?? '—', tone: 'cyan', testId: 'percentile' },
        ]}
      />
      {ahead !== null && <p className={styles.note}>{t('record.report.percentileNote', { percent: ahead })}</p>}
      <h3 className={styles.sub}>{t('record.top.title')}</h3>
      <TopCharacters roles={report.TopRoles} linkTo={false} />
      {report.Placed && (
        <p className={styles.reset}>
          {t(current ? 'record.report.resetProjected' : 'record.report.reset', { score: f.number(seasonReset(report.FinalScore)) })}
        </p>
      )}
    </Panel>
  );
}
