import type { RoleListData } from '@mecha/shared/account/schemas';
import { queryClient } from '../../../lib/query-client.ts';
import { applyRoleList } from '../session.ts';
import { myRolesKey } from './get-my-roles.ts';

// select-role, bind-role and unbind-role all answer with the new role list: one place applies it.
export function onRoleList(data: RoleListData): void {
  applyRoleList(data);
  queryClient.setQueryData(myRolesKey, data);
}
