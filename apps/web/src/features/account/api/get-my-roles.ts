import type { RoleListData } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { ACCOUNT_KEY, applyRoleList } from '../session.ts';

export const myRolesKey = [...ACCOUNT_KEY, 'roles'] as const;

export async function getMyRoles(signal?: AbortSignal): Promise<RoleListData> {
  const data = await request<RoleListData>(API.myRoles, { signal, toast: false });
  // The stored copy lets the next visit draw the role card before this call answers.
  applyRoleList(data);
  return data;
}

export const myRolesQuery = () => queryOptions({ queryKey: myRolesKey, queryFn: ({ signal }) => getMyRoles(signal) });

export function useMyRoles() {
  const loggedIn = useAppState((s) => s.token !== null);
  return useQuery({ ...myRolesQuery(), enabled: loggedIn });
}
