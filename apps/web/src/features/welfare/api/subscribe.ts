import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { WELFARE_KEY, WELFARE_PATH } from './welfare-keys.ts';

/** subscribe: the account opts in to reminders, which unlocks the subscriber pack. */
export function subscribe(): Promise<{ Subscribed: true }> {
  return request<{ Subscribed: true }>(WELFARE_PATH('subscribe'), { method: 'POST' });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: subscribe, onSuccess: () => queryClient.invalidateQueries({ queryKey: WELFARE_KEY }) });
}
