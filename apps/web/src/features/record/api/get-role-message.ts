import type { Mode } from '@mecha/shared/record/ingest';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { RECORD_API } from './record-paths.ts';
import { RECORD_KEY, useHasRole, useViewer } from './record-keys.ts';
import type { RoleMessage } from './record-types.ts';

// role_message: one character's stats for the selected role, with its recent matches.
export function getRoleMessage(input: { id: string; mode: Mode; season: number }, signal?: AbortSignal): Promise<RoleMessage> {
  return request<RoleMessage>(RECORD_API.roleMessage, { query: { ...input }, toast: false, signal });
}

export const roleMessageQuery = (viewer: string, id: string, mode: Mode, season: number) =>
  queryOptions({
    queryKey: [...RECORD_KEY, viewer, 'role-message', id, mode, season],
    queryFn: ({ signal }) => getRoleMessage({ id, mode, season }, signal),
  });

export function useRoleMessage(id: string, mode: Mode, season: number | null) {
  const viewer = useViewer();
  const hasRole = useHasRole();
  return useQuery({ ...roleMessageQuery(viewer, id, mode, season ?? 0), enabled: season !== null && hasRole });
}
