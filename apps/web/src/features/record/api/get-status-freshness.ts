import { API } from '@mecha/shared/api-paths';
import type { FreshnessData, FreshnessEntry } from '@mecha/shared/status/api';
import { queryOptions } from '@tanstack/react-query';
import type { Snapshot } from '../../../components/freshness.tsx';
import { useAfterFirstReads } from '../../../lib/after-first-reads.ts';
import { playerEditionOf } from '../../../lib/player-edition.ts';
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
 * The entry of the edition the player's matches come from (lib/player-edition.ts), with the moment the
 * answer describes (to count its age on the server's clock); 'loading' until the first answer, undefined when the
 * call failed or the edition is not listed.
 */
export function useEditionFreshness(): { entry: FreshnessEntry; snapshot: Snapshot } | 'loading' | undefined {
  const edition = useAppState(playerEditionOf);
  // After the page's own first reads and their paint: the line holds its place meanwhile (decision 0212).
  const query = useQuery({ ...statusFreshnessQuery(), enabled: useAfterFirstReads() });
  if (query.isPending && query.fetchStatus !== 'paused') return 'loading';
  const entry = query.data?.list.find((e) => e.edition === edition);
  return entry && query.data ? { entry, snapshot: { generatedAt: query.data.generatedAt, receivedAtMs: query.dataUpdatedAt } } : undefined;
}
