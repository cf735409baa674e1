import { API } from '@mecha/shared/api-paths';
import type { StatusData } from '@mecha/shared/status/api';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { useQuery } from '../../../lib/use-query.ts';

// The public status page's one call (issue 16). Types only from the contract: its zod schemas stay out of the
// bundle. Incident texts come in the language the request asks for, so the language is part of the key.

/** How often the open page asks again. */
export const STATUS_REFRESH_MS = 60_000;

export function getStatus(signal?: AbortSignal): Promise<StatusData> {
  return request<StatusData>(API.status, { toast: false, signal });
}

export const statusQuery = (language: string) =>
  queryOptions({
    queryKey: ['status', language],
    queryFn: ({ signal }) => getStatus(signal),
    refetchInterval: STATUS_REFRESH_MS,
    staleTime: 0,
  });

export function useStatus(language: string) {
  return useQuery(statusQuery(language));
}
