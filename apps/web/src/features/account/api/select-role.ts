import type { RoleListData } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { onRoleList } from './role-list-mutation.ts';

export function selectRole(roleId: string): Promise<RoleListData> {
  return request<RoleListData>(API.selectRole, { method: 'POST', body: { role_id: roleId } });
}

export function useSelectRole() {
  return useMutation({ mutationFn: selectRole, onSuccess: onRoleList });
}
