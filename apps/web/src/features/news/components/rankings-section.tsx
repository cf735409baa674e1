import { MIN_SAMPLE } from '@mecha/shared/news/ranking-options';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { ImageIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { Freshness } from '../../../components/freshness.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useHotRankList } from '../api/get-hot-rank-list.ts';
import { NEWS_ROUTES } from '../lib/news-routes.ts';
import type { RankingSelection, RateSort } from '../lib/ranking-params.ts';
import { acknowledgeRankings } from '../lib/use-news-hot-points.ts';
import { MechTiersSheet } from './mech-tiers-sheet.tsx';
import { RankingControls } from './ranking-controls.tsx';
import styles from './rankings-section.module.css';
import { RatesTable } from './rates-table.tsx';

interface RankingsSectionProps {
  selection: RankingSelection;
  sort: RateSort;
  onSelection: (patch: Partial<RankingSelection>) => void;
  onSort: (sort: RateSort) => void;
}

/** The character rankings: mode × tier × period, every mech's rates, a tap for its rates across tiers. */
export function RankingsSection({ selection, sort, onSelection, onSort }: RankingsSectionProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const query = useHotRankList(selection);
  const [open, setOpen] = useState<string | null>(null);
  const data = query.data;

  // Opening the rankings is what the rate hot point asks for.
  useEffect(() => acknowledgeRankings(), []);

  return (
    <Panel
      title={t('news.rankings.title')}
      action={
        <Link to={NEWS_ROUTES.rankingPoster(selection)} className={styles.poster} data-testid="make-poster">
          <ImageIcon size="1.5rem" />
          {t('news.rankings.poster')}
        </Link>
      }
      data-testid="rankings-section"
      className={styles.panel}
    >
      <p className={styles.intro}>{t('news.rankings.intro')}</p>
      <RankingControls selection={selection} onChange={onSelection} />
      {query.isPending ? (
        <Skeleton height="40rem" />
      ) : query.isError ? (
        <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.Matches === 0 || data.list.length === 0 ? (
        <EmptyBlock>{t('news.rankings.empty')}</EmptyBlock>
      ) : (
        <>
          <p className={styles.summary} data-testid="rankings-summary" data-mode={data.Mode} data-tier={data.Tier} data-period={data.Period}>
            <span>{t('news.rankings.matches', { value: f.number(data.Matches) })}</span>
            {data.UpdatedAt > 0 && <Freshness at={data.UpdatedAt} testId="rankings-freshness" />}
          </p>
          <div className={query.isPlaceholderData ? styles.stale : undefined}>
            <RatesTable list={data.list} sort={sort} onSort={onSort} onOpen={setOpen} />
          </div>
          <p className={styles.legend}>{t('news.rankings.legend', { min: MIN_SAMPLE })}</p>
        </>
      )}
      <MechTiersSheet id={open} mode={selection.mode} period={selection.period} onClose={() => setOpen(null)} />
    </Panel>
  );
}
