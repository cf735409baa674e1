import type { Mode } from '@mecha/shared/record/ingest';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Panel } from '../../../components/panel.tsx';
import { useBattleList } from '../api/get-battle-list.ts';
import { flattenPages } from '../../../lib/paging.ts';
import { useReachBottom } from '../../../lib/use-reach-bottom.ts';
import { BattleItemRow } from './battle-item.tsx';
import listStyles from '../../../components/list.module.css';
import styles from './battle-list.module.css';
import { EmptyBlock, ErrorBlock, ListFoot, Skeleton } from '../../../components/states.tsx';

/** The player's matches of a mode and season, newest first; the next 20 load as the page nears its end. */
export function BattleList({ mode, season }: { mode: Mode; season: number | null }) {
  const { t } = useTranslation();
  const list = useBattleList(mode, season);
  const items = flattenPages(list.data?.pages);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isError;
  useReachBottom(() => void list.fetchNextPage(), canLoadMore);

  return (
    <Panel title={t('record.matches.title')} data-testid="battle-list">
      {list.isPending ? (
        <Skeleton height="24rem" />
      ) : list.isError && items.length === 0 ? (
        <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyBlock>{t('record.matches.empty')}</EmptyBlock>
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
