import { CATEGORIES, type Category } from '@mecha/shared/news/ranking-options';
import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { parseSelection, parseSort, type RankingSelection, type RateSort } from './ranking-params.ts';

// The news page's view lives in its URL (`?tab=balance`, `?tab=rankings&mode=T2&tier=star&sort=ban`): back from
// an article, a reload or a shared address lands on the same list or table.
export type NewsTab = 'all' | Category | 'rankings';
export const NEWS_TABS: NewsTab[] = ['all', ...CATEGORIES, 'rankings'];

export function parseTab(value: string | null): NewsTab {
  return NEWS_TABS.find((tab) => tab === value) ?? 'all';
}

export function useNewsView() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Record<string, string>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) next.set(k, v);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    tab: parseTab(params.get('tab')),
    selection: parseSelection(params),
    sort: parseSort(params.get('sort')),
    setTab: (tab: NewsTab) => update({ tab }),
    setSelection: (patch: Partial<RankingSelection>) => update(patch as Record<string, string>),
    setSort: (sort: RateSort) => update({ sort }),
  };
}
