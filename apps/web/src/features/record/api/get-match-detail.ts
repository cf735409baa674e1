import type { Mode } from '@mecha/shared/record/ingest';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { RECORD_API } from './record-paths.ts';
import { RECORD_KEY } from './record-keys.ts';
import type { MatchDetail } from './record-types.ts';

// battle_detail1v1 and battle_detail2v2: one call per mode with the same answer, so one file serves both.
// Public, and a finished match never changes: cached for the whole visit.
export function getMatchDetail(mode: Mode, id: string, signal?: AbortSignal): Promise<MatchDetail> {
  return request<MatchDetail>(mode === 'T1' ? RECORD_API.detail1v1 : RECORD_API.detail2v2, { query: { id }, toast: false, signal });
}

export const matchDetailQuery = (mode: Mode, id: string) =>
  queryOptions({
    queryKey: [...RECORD_KEY, 'detail', mode, id],
    queryFn: ({ signal }) => getMatchDetail(mode, id, signal),
    staleTime: Infinity,
  });

export function useMatchDetail(mode: Mode, id: string | null) {
  return useQuery({ ...matchDetailQuery(mode, id ?? ''), enabled: id !== null && id !== '' });
}
