import type { LoginData, RoleListData } from '@mecha/shared/account/schemas';
import { queryClient } from '../../lib/query-client.ts';
import { appStore, clearLogin } from '../../lib/store.ts';

// Session bookkeeping shared by login, SSO, bind and logout, so every path leaves the store in the same shape.
export const ACCOUNT_KEY = ['account'] as const;

export function applyLogin(data: LoginData): void {
  // Cached answers belong to whoever was logged in before.
  queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
  appStore.set({
    token: data.token,
    userInfo: { role_id: data.role_id, yfy_uid: data.yfy_uid, domain_game: data.domain_game },
    selectedRoleId: data.role_id,
  });
}

export function applyRoleList(data: RoleListData): void {
  appStore.set((state) => ({
    roleList: data.list,
    selectedRoleId: data.selected,
    userInfo: state.userInfo ? { ...state.userInfo, role_id: data.selected } : state.userInfo,
  }));
}

export function endSession(): void {
  clearLogin();
  queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
}
