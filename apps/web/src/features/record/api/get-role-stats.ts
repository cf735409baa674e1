import type { Mode } from '@mecha/shared/record/ingest';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { RECORD_API } from './record-paths.ts';
import { RECORD_KEY, useHasRole, useViewer } from './record-keys.ts';
import type { RoleStats } from './record-types.ts';

// role_list: the selected role's stats per character (the spec's "role" is a mecha character here).
export function getRoleStats(mode: Mode, season: number, signal?: AbortSignal): Promise<RoleStats> {
  return request<RoleStats>(RECORD_API.roleList, { query: { mode, season }, toast: false, signal });
}

export const roleStatsQuery = (viewer: string, mode: Mode, season: number) =>
  queryOptions({
    queryKey: [...RECORD_KEY, viewer, 'role-list', mode, season],
    queryFn: ({ signal }) => getRoleStats(mode, season, signal),
  });

export function useRoleStats(mode: Mode, season: number | null) {
  const viewer = useViewer();
  const hasRole = useHasRole();
  return useQuery({ ...roleStatsQuery(viewer, mode, season ?? 0), enabled: season !== null && hasRole });
}
