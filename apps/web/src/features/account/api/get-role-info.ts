import type { PublicRole } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';

export function getRoleInfo(uid: string, signal?: AbortSignal): Promise<PublicRole> {
  // The lookup card shows its own inline error, so no toast.
  return request<PublicRole>(API.roleInfo, { query: { uid }, toast: false, signal });
}

export const roleInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: ['role-info', uid],
    queryFn: ({ signal }) => getRoleInfo(uid, signal),
    staleTime: 60_000,
  });

export function useRoleInfo(uid: string | null) {
  return useQuery({ ...roleInfoQuery(uid ?? ''), enabled: uid !== null });
}
