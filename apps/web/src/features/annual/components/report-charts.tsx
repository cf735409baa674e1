import type { MemoriesReport } from '@mecha/shared/annual/api';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { characterLabel } from '../../../lib/characters.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { useEventDates } from '../lib/event-dates.ts';
import { barShares } from '../lib/report-cards.ts';
import { filterHref, monthFilter } from '../lib/report-links.ts';
import styles from './report-charts.module.css';

const TOP_CHARACTERS = 5;

/** Matches per mecha, the most played first: a bar each, each a link to that mecha's matches of the year. */
export function CharacterChart({ report, share }: { report: MemoriesReport; share: string | null }) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  const rows = [...report.characters].sort((a, b) => b.matches - a.matches || a.id.localeCompare(b.id)).slice(0, TOP_CHARACTERS);
  const shares = barShares(rows.map((r) => r.matches));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{t('annual.report.character.chart')}</figcaption>
      <ul className={styles.bars}>
        {rows.map((row, i) => {
          const mech = characterLabel(row.id, language);
          return (
            <li key={row.id}>
              <Link to={filterHref({ character: row.id }, share)} className={styles.barRow} aria-label={t('annual.report.character.chartBar', { name: mech.name, count: f.number(row.matches) })}>
                <CharacterAvatar id={row.id} cls={mech.cls} size="2.4rem" />
                <span className={styles.barName}>{mech.name}</span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${Math.max(4, shares[i]! * 100)}%` }} />
                </span>
                <span className={styles.barValue}>{f.number(row.matches)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

/** Matches per month of the report year as columns, each a link to that month's matches. */
export function MonthChart({ report, share }: { report: MemoriesReport; share: string | null }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const dates = useEventDates();
  const months = [...report.months].sort((a, b) => a.month - b.month);
  const shares = barShares(months.map((m) => m.matches));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{t('annual.report.time.months')}</figcaption>
      <ol className={styles.columns}>
        {months.map((m, i) => (
          <li key={m.month} className={styles.column}>
            <Link
              to={filterHref(monthFilter(m.month), share)}
              className={styles.columnLink}
              aria-label={t('annual.report.time.monthBar', { month: dates.monthLong(m.month), count: f.number(m.matches) })}
              data-testid="report-month"
            >
              <span className={styles.columnTrack} aria-hidden="true">
                <span className={styles.columnFill} style={{ height: `${Math.max(3, shares[i]! * 100)}%` }} />
              </span>
              <span className={styles.columnLabel} aria-hidden="true">
                {dates.month(m.month)}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </figure>
  );
}
