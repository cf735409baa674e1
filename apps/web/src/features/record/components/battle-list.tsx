import type { Mode } from '@mecha/shared/record/ingest';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Panel } from '../../../components/panel.tsx';
import { Chip } from '../../../components/chip.tsx';
import { useBattleList } from '../api/get-battle-list.ts';
import { flattenPages } from '../../../lib/paging.ts';
import { useReachBottom } from '../../../lib/use-reach-bottom.ts';
import { isFiltered } from '../lib/use-battle-filter.ts';
import type { BattleFilter } from '@mecha/shared/record/battle-filter';
import { BattleItemRow } from './battle-item.tsx';
import listStyles from '../../../components/list.module.css';
import styles from './battle-list.module.css';
import { EmptyBlock, ErrorBlock, ListFoot, Skeleton } from '../../../components/states.tsx';

interface BattleListProps {
  mode: Mode;
  season: number | null;
  /** Only the matches behind a number: its wins or losses, or those beside a partner. */
  filter?: BattleFilter;
  onClearFilter?: () => void;
}

/** The player's matches of a mode and season, newest first; the next 20 load as the page nears its end. */
export function BattleList({ mode, season, filter = {}, onClearFilter }: BattleListProps) {
  const { t } = useTranslation();
  const list = useBattleList(mode, season, filter);
  const items = flattenPages(list.data?.pages);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isError;
  useReachBottom(() => void list.fetchNextPage(), canLoadMore);
  const filtered = isFiltered(filter);
  const panel = useRef<HTMLElement>(null);
  // Arriving from a number (a total, a partner's matches), the list is what was asked for: bring it into view.
  const filterKey = `${filter.result ?? ''}|${filter.partner ?? ''}`;
  useEffect(() => {
    if (filtered) panel.current?.scrollIntoView({ block: 'start' });
  }, [filterKey, filtered]);

  const parts = [
    filter.result === 'win' && t('record.matches.filter.wins'),
    filter.result === 'loss' && t('record.matches.filter.losses'),
    filter.partner && t('record.matches.filter.partner', { uid: filter.partner }),
  ].filter(Boolean);

  return (
    <Panel title={t('record.matches.title')} data-testid="battle-list" ref={panel} className={styles.panel}>
      {filtered && (
        <div className={styles.filter} data-testid="battle-filter" data-result={filter.result ?? ''} data-partner={filter.partner ?? ''}>
          <span className={styles.filterText}>{t('record.matches.filter.showing', { what: parts.join(' · ') })}</span>
          {onClearFilter && (
            <Chip onClick={onClearFilter} data-testid="battle-filter-clear">
              {t('record.matches.filter.clear')}
            </Chip>
          )}
        </div>
      )}
      {list.isPending ? (
        <Skeleton height="24rem" />
      ) : list.isError && items.length === 0 ? (
        <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyBlock>{t(filtered ? 'record.matches.filter.empty' : 'record.matches.empty')}</EmptyBlock>
      ) : (
        <>
          <ul className={listStyles.stack}>
            {items.map((item) => (
              <li key={item.Id}>
                <BattleItemRow item={item} />
              </li>
            ))}
          </ul>
          <ListFoot
            feed={list}
            loading={t('record.matches.loadingMore')}
            more={t('record.matches.more')}
            end={t('record.matches.end', { count: items.length })}
            className={styles.foot}
            testId="battle-list-foot"
          />
        </>
      )}
    </Panel>
  );
}
