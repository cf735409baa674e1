import { API } from '@mecha/shared/api-paths';
import type { Invite } from '@mecha/shared/competition/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { COMP_KEY, useCompScope } from './competition-keys.ts';

export interface Invites {
  received: Invite[];
  sent: Invite[];
}

/** competition/invites: invitations waiting for the selected role (received) and those its team sent. */
export function getInvites(tournamentId: string | undefined, signal?: AbortSignal): Promise<Invites> {
  return request<Invites>(API.compInvites, { query: tournamentId ? { tournamentId } : undefined, toast: false, signal });
}

export function useInvites(enabled: boolean, tournamentId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...COMP_KEY, useCompScope(), 'invites', tournamentId ?? 'current'] as const,
      queryFn: ({ signal }) => getInvites(tournamentId, signal),
      enabled,
      staleTime: 0,
      retry: false,
    }),
  );
}
