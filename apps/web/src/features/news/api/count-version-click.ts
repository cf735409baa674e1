import { API } from '@mecha/shared/api-paths';
import { request } from '../../../lib/request.ts';

/** version/click: counted when a note is opened; nobody waits on it, and a lost count says nothing. */
export function countVersionClick(id: number): Promise<{ Id: number; Clicks: number }> {
  return request<{ Id: number; Clicks: number }>(API.versionClick, { body: { id }, toast: false });
}
