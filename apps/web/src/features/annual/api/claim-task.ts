import { API } from '@mecha/shared/api-paths';
import type { AnnualTask } from '@mecha/shared/annual/api';
import type { TaskId } from '@mecha/shared/annual/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY } from './annual-keys.ts';

export interface ClaimAnswer {
  task: AnnualTask;
  tickets: number;
}

/** one-year/direct-get: takes a done task's tickets, once per period (the database refuses a second claim). */
export function claimTask(task: TaskId): Promise<ClaimAnswer> {
  return request<ClaimAnswer>(API.oneYearDirectGet, { body: { task }, toast: false });
}

export function useClaimTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimTask,
    // Claimed or refused (claimed in another tab), the status is read again: tickets and the task's state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ANNUAL_KEY }),
  });
}
