import type { RoleListData } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { onRoleList } from './role-list-mutation.ts';

export function unbindRole(roleId: string): Promise<RoleListData> {
  return request<RoleListData>(API.unbindRole, { method: 'POST', body: { role_id: roleId } });
}

export function useUnbindRole() {
  return useMutation({ mutationFn: unbindRole, onSuccess: onRoleList });
}
