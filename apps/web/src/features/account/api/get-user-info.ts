import type { UserInfo } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { request } from '../../../lib/request.ts';
import { appStore } from '../../../lib/store.ts';

export async function getUserInfo(): Promise<UserInfo> {
  const info = await request<UserInfo>(API.userInfo, { toast: false });
  appStore.set({ userInfo: info });
  return info;
}
