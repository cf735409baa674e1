import type { WelfareTasks } from '@mecha/shared/welfare/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { WELFARE_KEY, WELFARE_PATH, useWelfareScope } from './welfare-keys.ts';

/** tasks: the 7-day sign-in strip and the weekly ladder reward. */
export function getWelfareTasks(signal?: AbortSignal): Promise<WelfareTasks> {
  return request<WelfareTasks>(WELFARE_PATH('tasks'), { toast: false, signal });
}

export const welfareTasksKey = (scope: string) => [...WELFARE_KEY, scope, 'tasks'] as const;

export function useWelfareTasks() {
  const loggedIn = useAppState((s) => s.token !== null);
  return useQuery(queryOptions({ queryKey: welfareTasksKey(useWelfareScope()), queryFn: ({ signal }) => getWelfareTasks(signal), enabled: loggedIn, staleTime: 15_000, retry: false }));
}
