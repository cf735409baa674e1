import { ChevronIcon } from '../../../components/icons.tsx';
import { ageSeconds, JUST_NOW_S, relativeAgo, useAgeClock } from '../../../components/freshness.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useEditionFreshness } from '../api/get-status-freshness.ts';
import styles from './matches-in.module.css';

/**
 * Under a record page's header: "Match data updated 3 minutes ago", when the newest match of the player's edition
 * reached the server, linking to the status page. An empty line of its height while loading; nothing when the call
 * fails or no match has arrived yet: the record screen never waits for it nor breaks because of it.
 */
export function MatchesIn() {
  const { t, language } = useTranslation();
  const freshness = useEditionFreshness();
  // On the server's clock up to its answer, then on the phone's since: a phone clock minutes off reads true.
  const ageOf = (nowMs: number) =>
    freshness && freshness !== 'loading' ? ageSeconds(freshness.entry.lastReceivedAt, freshness.snapshot, Math.max(nowMs, freshness.snapshot.receivedAtMs)) : null;
  const ageS = ageOf(useAgeClock(ageOf));
  // The line keeps its place while the answer is on its way: it sits above the page's figures, and on a slow link
  // it came after them and moved the whole page down by its height (decision 0212).
  if (freshness === 'loading') return <span className={styles.line} aria-hidden="true" data-testid="matches-in-pending" />;
  if (!freshness?.entry.lastReceivedAt) return null;
  const { entry } = freshness;
  if (ageS === null) return null;
  return (
    <Link to={ROUTES.status} className={styles.line} data-testid="matches-in" data-edition={entry.edition}>
      <time dateTime={entry.lastReceivedAt!}>{ageS < JUST_NOW_S ? t('record.matchesInJustNow') : t('record.matchesIn', { ago: relativeAgo(language, ageS) })}</time>
      <ChevronIcon size="1.2rem" />
    </Link>
  );
}
