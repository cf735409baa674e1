import { API } from '@mecha/shared/api-paths';
import type { FreshnessData, FreshnessEntry } from '@mecha/shared/status/api';
import { queryOptions } from '@tanstack/react-query';
import type { Snapshot } from '../../../components/freshness.tsx';
import { editionOf } from '../../../lib/locale.ts';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { useQuery } from '../../../lib/use-query.ts';

// When the newest match of each edition reached the server (issue 16): the record screens' "match data updated N
// minutes ago". A cheap, cached public call; one answer serves every record page for a minute. Here rather than in
// features/status so a record page never loads the status page's code or stylesheet.

export function getStatusFreshness(signal?: AbortSignal): Promise<FreshnessData> {
  return request<FreshnessData>(API.statusFreshness, { toast: false, signal });
}

export const statusFreshnessQuery = () =>
  queryOptions({
    queryKey: ['status', 'freshness'],
    queryFn: ({ signal }) => getStatusFreshness(signal),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

/**
 * The player's edition's entry, with the moment the answer describes (to count its age on the server's clock);
 * undefined while loading, when the call failed or the edition is not listed.
 */
export function useEditionFreshness(): { entry: FreshnessEntry; snapshot: Snapshot } | undefined {
  const edition = useAppState(editionOf);
  const query = useQuery(statusFreshnessQuery());
  const entry = query.data?.list.find((e) => e.edition === edition);
  return entry && query.data ? { entry, snapshot: { generatedAt: query.data.generatedAt, receivedAtMs: query.dataUpdatedAt } } : undefined;
}
