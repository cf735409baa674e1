import { API } from '@mecha/shared/api-paths';
import type { lotteryData } from '@mecha/shared/annual/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY, useAnnualScope } from './annual-keys.ts';
import { prizesKey } from './get-prizes.ts';

export type DrawResult = z.infer<typeof lotteryData>;

/** one-year/lottery: one draw for one ticket; the answer is the draw, the tickets left and the pool after it. */
export function draw(): Promise<DrawResult> {
  return request<DrawResult>(API.oneYearLottery, { method: 'POST', body: {}, toast: false });
}

export function useDraw() {
  const queryClient = useQueryClient();
  const scope = useAnnualScope();
  return useMutation({
    mutationFn: draw,
    onSuccess: (data) => queryClient.setQueryData(prizesKey(scope), data.prizes),
    // Tickets (status) and my draws (record) move with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ANNUAL_KEY }),
  });
}
