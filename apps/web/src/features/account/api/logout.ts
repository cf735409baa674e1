import { API } from '@mecha/shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { endSession } from '../session.ts';

export function logout(): Promise<{ ok: true }> {
  return request<{ ok: true }>(API.logout, { method: 'POST', toast: false });
}

export function useLogout() {
  // The local session ends even when the server cannot be reached: the user asked to leave.
  return useMutation({ mutationFn: logout, onSettled: endSession });
}
