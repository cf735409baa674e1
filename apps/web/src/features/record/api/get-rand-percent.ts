import type { Mode } from '@mecha/shared/record/ingest';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { RECORD_API } from './record-paths.ts';
import { RECORD_KEY, useHasRole, useViewer } from './record-keys.ts';
import type { Standing } from './record-types.ts';

// rand_percent: where the selected role stands in its region (rank, share of players it is ahead of).
export function getRandPercent(mode: Mode, season: number, signal?: AbortSignal): Promise<Standing> {
  return request<Standing>(RECORD_API.randPercent, { query: { mode, season }, toast: false, signal });
}

export const randPercentQuery = (viewer: string, mode: Mode, season: number) =>
  queryOptions({
    queryKey: [...RECORD_KEY, viewer, 'rand-percent', mode, season],
    queryFn: ({ signal }) => getRandPercent(mode, season, signal),
  });

export function useRandPercent(mode: Mode, season: number | null) {
  const viewer = useViewer();
  const hasRole = useHasRole();
  return useQuery({ ...randPercentQuery(viewer, mode, season ?? 0), enabled: season !== null && hasRole });
}
