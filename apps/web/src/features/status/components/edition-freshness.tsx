import type { FreshnessEntry } from '@mecha/shared/status/api';
import { ageSeconds, JUST_NOW_S, relativeAgo, type Snapshot } from '../../../components/freshness.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { editionLabel } from '../../account/edition-label.ts';
import { freshnessState, yoursFirst } from '../lib/freshness-state.ts';
import { StateBadge } from './state-badge.tsx';
import styles from './edition-freshness.module.css';

const unix = (iso: string | null) => (iso === null ? null : Math.floor(Date.parse(iso) / 1000));

/**
 * "Are my matches in?": per edition (the player's first), when the newest match arrived, relative and in the
 * player's own clock, and whether that is up to date, delayed or stalled.
 */
export function EditionFreshness({ entries, edition, snapshot, nowMs }: { entries: readonly FreshnessEntry[]; edition: string; snapshot: Snapshot; nowMs: number }) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  return (
    <ul className={styles.list}>
      {yoursFirst(entries, edition).map((entry) => {
        const age = ageSeconds(entry.lastReceivedAt, snapshot, nowMs);
        const state = freshnessState(age);
        const received = unix(entry.lastReceivedAt);
        const ended = unix(entry.newestEndedAt);
        const yours = entry.edition === edition;
        return (
          <li key={entry.edition} className={yours ? `${styles.item} ${styles.yours}` : styles.item} data-testid="status-edition" data-edition={entry.edition} data-state={state}>
            <div className={styles.head}>
              <h3 className={styles.name}>
                {editionLabel(t, entry.edition)}
                {yours && <span className={styles.mine}>{t('status.matches.yours')}</span>}
              </h3>
              <StateBadge state={state} />
            </div>
            <p className={styles.received} data-testid="status-received">
              {age === null
                ? t('status.matches.none')
                : age < JUST_NOW_S
                  ? t('status.matches.receivedJustNow')
                  : t('status.matches.received', { ago: relativeAgo(language, age) })}
            </p>
            {(received !== null || ended !== null) && (
              <p className={styles.times}>
                {received !== null && <time dateTime={entry.lastReceivedAt!}>{t('status.matches.receivedAt', { time: f.dateTime(received) })}</time>}
                {ended !== null && <time dateTime={entry.newestEndedAt!}>{t('status.matches.endedAt', { time: f.dateTime(ended) })}</time>}
              </p>
            )}
            {(yours || state !== 'healthy') && <p className={styles.help}>{t(`status.matches.stateHelp.${state}`)}</p>}
          </li>
        );
      })}
    </ul>
  );
}
