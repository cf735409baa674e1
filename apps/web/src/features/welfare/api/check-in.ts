import type { SigninStrip, WelfareTasks } from '@mecha/shared/welfare/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { refreshUnread } from '../../../lib/unread.ts';
import { welfareTasksKey } from './get-welfare-tasks.ts';
import { WELFARE_PATH, useWelfareScope } from './welfare-keys.ts';

/** checkin: signs today in; the answer is the updated strip. */
export function checkIn(): Promise<SigninStrip> {
  return request<SigninStrip>(WELFARE_PATH('checkin'), { method: 'POST', toast: false });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  const key = welfareTasksKey(useWelfareScope());
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (signin) => {
      queryClient.setQueryData<WelfareTasks>(key, (old) => (old ? { ...old, signin } : old));
      void refreshUnread();
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
