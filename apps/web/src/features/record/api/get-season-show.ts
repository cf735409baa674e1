import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { fromFirstRead, request } from '../../../lib/request.ts';
import { RECORD_API } from './record-paths.ts';
import { RECORD_KEY } from './record-keys.ts';
import type { SeasonShow } from './record-types.ts';

export function getSeasonShow(signal?: AbortSignal): Promise<SeasonShow> {
  return request<SeasonShow>(RECORD_API.seasonShow, { toast: false, signal });
}

export const seasonShowQuery = () =>
  queryOptions({
    queryKey: [...RECORD_KEY, 'season-show'],
    queryFn: ({ signal }) => getSeasonShow(signal),
    ...fromFirstRead<SeasonShow>(RECORD_API.seasonShow),
    staleTime: 30 * 60_000,
  });

export function useSeasonShow() {
  return useQuery(seasonShowQuery());
}
