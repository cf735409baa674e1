import type { Language } from '@mecha/shared/i18n/languages';
import type { DuoPartner, DuoTally } from '@mecha/shared/record/duo';
import { relativeAgo } from '../../../components/freshness.tsx';
import { ChevronIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters, type Formatters } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { shareOf } from '../api/get-duo-partners.ts';
import { RECORD_ROUTES } from '../record-routes.ts';
import { DuoRate, showsInterval, SmallSampleMark } from './duo-rate.tsx';
import { DuoRateBar } from './duo-rate-bar.tsx';
import styles from './duo-partner-row.module.css';

const WEEK_S = 7 * 86_400;

/** "3 days ago" for the last week, then the day (with the year only when it is not this one: all time spans years). */
function lastPlayed(f: Formatters, language: Language, at: number): string {
  const age = Date.now() / 1000 - at;
  if (age < WEEK_S) return relativeAgo(language, age);
  return new Date(at * 1000).getFullYear() === new Date().getFullYear() ? f.monthDay(at) : f.day(at);
}

/** The public role card of a player: the home page's UID lookup, run on arrival. */
export const roleCardHref = (uid: string) => `${ROUTES.home}?uid=${encodeURIComponent(uid)}`;

/**
 * One partner: together against apart (the role's other 2v2 matches), the score gained together, how many of
 * those were queued as a team, and the last match together. The name opens the partner's role card; for a season
 * (`listMatches`), "N matches" together opens those matches in the battle page's list (issue 17: every number
 * explains itself; the list covers the record pages' seasons, not all time).
 */
export function DuoPartnerRow({ partner: p, highlight = false, listMatches = false }: { partner: DuoPartner; highlight?: boolean; listMatches?: boolean }) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  const count = (tally: DuoTally) => t('record.duo.count', { count: tally.Matches, value: f.number(tally.Matches) });
  const when = lastPlayed(f, language, p.LastPlayedAt);
  return (
    <li
      className={highlight ? `${styles.row} ${styles.best}` : styles.row}
      data-testid="duo-partner"
      data-uid={p.Uid}
      data-together={p.Together.Matches}
      data-apart={p.Apart.Matches}
    >
      <Link to={roleCardHref(p.Uid)} className={styles.who} aria-label={t('record.duo.openCard', { name: p.Nickname, uid: p.Uid })} data-testid="duo-partner-card">
        <span className={styles.name}>{p.Nickname}</span>
        <span className={styles.uid}>{t('role.uid', { uid: p.Uid })}</span>
        <ChevronIcon size="1.6rem" className={styles.chevron} />
      </Link>
      <dl className={styles.sides}>
        <div className={styles.side}>
          <dt>{t('record.duo.together')}</dt>
          <dd className={styles.together}>
            <DuoRate tally={p.Together} testId="duo-together-rate" mark={false} />
          </dd>
          <dd className={styles.count}>
            {listMatches ? (
              <Link to={RECORD_ROUTES.battle('T2', { partner: p.Uid })} className={styles.matches} aria-label={t('record.duo.openMatches', { count: p.Together.Matches, name: p.Nickname })} data-testid="duo-together-matches">
                {count(p.Together)}
              </Link>
            ) : (
              count(p.Together)
            )}
            {showsInterval(p.Together) && (
              <>
                {' '}
                <SmallSampleMark />
              </>
            )}
          </dd>
        </div>
        <div className={styles.side}>
          <dt>{t('record.duo.apart')}</dt>
          <dd className={styles.apart}>
            {/* Apart is the role's other matches: the small-sample mark belongs to the pair's rate alone. */}
            <span data-testid="duo-apart-rate">{f.winRate(shareOf(p.Apart))}</span>
          </dd>
          <dd className={styles.count}>{count(p.Apart)}</dd>
        </div>
      </dl>
      <DuoRateBar together={p.Together} apart={p.Apart} />
      <div className={styles.foot}>
        <span className={styles.facts}>
          <span>
            {t('record.duo.score')} <strong className={p.ScoreGained >= 0 ? styles.up : styles.down} data-testid="duo-score">{f.signed(p.ScoreGained)}</strong>
          </span>
          <span>
            {t('record.duo.premadeShort')} <strong data-testid="duo-premade">{f.number(p.Premade.Matches)}</strong>
          </span>
        </span>
        <Link to={RECORD_ROUTES.matchDetail('T2', p.LastMatchId)} className={styles.last} data-testid="duo-last-match">
          {t('record.duo.lastPlayed', { when })}
          <ChevronIcon size="1.3rem" />
        </Link>
      </div>
    </li>
  );
}
