import { API } from '@mecha/shared/api-paths';
import { request } from '../../../lib/request.ts';
import { useCompAction } from './use-comp-action.ts';

/** competition/check-in: any member checks the team in for the stage whose check-in is open. */
export function checkIn(a: { tournamentId: string; stageId: string }): Promise<unknown> {
  return request<unknown>(API.compCheckIn, { body: a, toast: false });
}

export const useCheckIn = () => useCompAction(checkIn);
