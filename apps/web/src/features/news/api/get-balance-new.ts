import { API } from '@mecha/shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { editionOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import { NEWS_KEY } from './news-keys.ts';
import type { BalanceNew } from './news-types.ts';

/** The newest balance change of the edition: the balance hot point (lib/hot-points.ts). */
export function getBalanceNew(signal?: AbortSignal): Promise<BalanceNew> {
  return request<BalanceNew>(API.balanceNew, { toast: false, signal });
}

export const balanceNewQuery = (edition: string) =>
  queryOptions({ queryKey: [...NEWS_KEY, edition, 'balance-new'], queryFn: ({ signal }) => getBalanceNew(signal), staleTime: 10 * 60_000 });

export function useBalanceNew(enabled = true) {
  return useQuery({ ...balanceNewQuery(useAppState(editionOf)), enabled });
}
