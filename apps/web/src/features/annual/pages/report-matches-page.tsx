import type { MatchFilter } from '@mecha/shared/annual/api';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { EmptyBlock, ErrorBlock, ListFoot, Skeleton } from '../../../components/states.tsx';
import { Button } from '../../../components/button.tsx';
import { useTranslation, type TFunction } from '../../../i18n/use-translation.ts';
import { characterLabel } from '../../../lib/characters.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link, useSearchParams } from '../../../lib/hash-router/index.ts';
import { useMemoriesMatches, type MemoriesMatch } from '../api/get-memories-matches.ts';
import { useEventDates, type EventDates } from '../lib/event-dates.ts';
import { matchHref, parseFilter } from '../lib/report-links.ts';
import styles from './report-matches-page.module.css';

const TOKEN = /^[A-Za-z0-9_-]{10,200}$/;

// act/annual/matches/index?f=<filter JSON>[&t=<share token>]: the matches a report number counts, newest first,
// each opening its detail page. The filter goes to the server as it came (the server checks it); the page reads
// it only to say what the list is.
export function ReportMatchesPage() {
  const { t, language } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('f') ?? '{}';
  const t0 = params.get('t');
  const share = t0 && TOKEN.test(t0) ? t0 : null;
  const filter = parseFilter(raw);
  const feed = useMemoriesMatches(raw, share);
  const dates = useEventDates();
  const first = feed.data?.pages[0];
  const list = feed.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <>
      <NavBar title={t('annual.matches.title')} back />
      <PageBody>
        <header className={styles.head} data-testid="report-matches-head">
          <p className={styles.filter}>{filter ? describeFilter(t, filter, dates, (id) => characterLabel(id, language).name) : t('annual.matches.all')}</p>
          <p className={styles.total} data-testid="report-matches-total" data-total={first?.total ?? ''}>
            {first ? t('annual.matches.total', { count: first.total }) : '\u00a0'}
          </p>
        </header>
        {feed.isPending ? (
          <Skeleton height="40rem" />
        ) : feed.isError && !feed.data ? (
          <ErrorBlock error={feed.error} onRetry={() => void feed.refetch()} />
        ) : list.length === 0 ? (
          <EmptyBlock>{t('annual.matches.none')}</EmptyBlock>
        ) : (
          <>
            <ul className={styles.list} data-testid="report-match-list">
              {list.map((m) => (
                <MatchRow key={m.matchId} match={m} />
              ))}
            </ul>
            <ListFoot
              feed={feed}
              loading={t('annual.matches.loading')}
              end={t('annual.matches.end')}
              more={
                <Button variant="secondary" size="sm" onClick={() => void feed.fetchNextPage()} data-testid="report-matches-more">
                  {t('annual.matches.more')}
                </Button>
              }
            />
          </>
        )}
      </PageBody>
    </>
  );
}

function MatchRow({ match }: { match: MemoriesMatch }) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  const mech = characterLabel(match.character, language);
  return (
    <li>
      <Link to={matchHref(match.matchId, match.mode)} className={styles.row} data-testid="report-match" data-won={match.won}>
        <CharacterAvatar id={match.character} cls={mech.cls} size="3.6rem" />
        <span className={styles.main}>
          <span className={styles.line}>
            <span className={match.won ? styles.won : styles.lost}>{match.won ? t('annual.matches.won') : t('annual.matches.lost')}</span>
            <span className={styles.mode}>{t(`record.modes.${match.mode}`)}</span>
            {match.mvp && <span className={styles.mvp}>{t('annual.matches.mvp')}</span>}
          </span>
          <span className={styles.sub}>
            {mech.name} · {f.dateTime(match.endedAt)}
          </span>
        </span>
        <span className={styles.score} aria-label={t('annual.matches.score', { score: f.number(match.scoreAfter), delta: f.signed(match.delta) })}>
          <span className={styles.scoreValue}>{f.number(match.scoreAfter)}</span>
          <span className={match.delta >= 0 ? styles.up : styles.down}>{f.signed(match.delta)}</span>
        </span>
      </Link>
    </li>
  );
}

/** What the list holds, in words: "2v2 · Wins · With Wing · From Mar 1, 2025". */
function describeFilter(t: TFunction, filter: MatchFilter, dates: EventDates, name: (id: string) => string): string {
  const parts: string[] = [];
  if (filter.mode) parts.push(t(`record.modes.${filter.mode}`));
  if (filter.character) parts.push(name(filter.character));
  if (filter.won === true) parts.push(t('annual.matches.filters.won'));
  if (filter.won === false) parts.push(t('annual.matches.filters.lost'));
  if (filter.mvp) parts.push(t('annual.matches.filters.mvp'));
  if (filter.partner) parts.push(t('annual.matches.filters.partner', { name: filter.partner }));
  if (filter.opponent) parts.push(t('annual.matches.filters.opponent', { name: filter.opponent }));
  if (filter.from !== undefined) parts.push(t('annual.matches.filters.from', { date: dates.when(filter.from) }));
  if (filter.to !== undefined) parts.push(t('annual.matches.filters.to', { date: dates.when(filter.to) }));
  return parts.length > 0 ? parts.join(' · ') : t('annual.matches.all');
}
