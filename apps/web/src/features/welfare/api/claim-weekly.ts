import type { WeeklyReward, WelfareTasks } from '@mecha/shared/welfare/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { refreshUnread } from '../../../lib/unread.ts';
import { welfareTasksKey } from './get-welfare-tasks.ts';
import { WELFARE_PATH, useWelfareScope } from './welfare-keys.ts';

/** weekly-reward: last week's ladder reward (10 games), from Monday 05:00. */
export function claimWeekly(): Promise<WeeklyReward> {
  return request<WeeklyReward>(WELFARE_PATH('weekly-reward'), { method: 'POST', toast: false });
}

export function useClaimWeekly() {
  const queryClient = useQueryClient();
  const key = welfareTasksKey(useWelfareScope());
  return useMutation({
    mutationFn: claimWeekly,
    onSuccess: (weekly) => {
      queryClient.setQueryData<WelfareTasks>(key, (old) => (old ? { ...old, weekly } : old));
      void refreshUnread();
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
