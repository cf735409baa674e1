import type { RoleListData } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { onRoleList } from './role-list-mutation.ts';

export function bindRole(input: { uid: string; code: string }): Promise<RoleListData> {
  return request<RoleListData>(API.bindRole, { method: 'POST', body: input });
}

export function useBindRole() {
  return useMutation({ mutationFn: bindRole, onSuccess: onRoleList });
}
