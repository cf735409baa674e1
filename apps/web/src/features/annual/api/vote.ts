import { API } from '@mecha/shared/api-paths';
import type { voteData } from '@mecha/shared/annual/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY, useAnnualScope } from './annual-keys.ts';
import { voteRolesKey } from './get-vote-roles.ts';

export type VoteResult = z.infer<typeof voteData>;

/** one-year/vote: 1 to 3 characters, once per account; the answer carries the tally with this vote in it. */
export function vote(roles: string[]): Promise<VoteResult> {
  return request<VoteResult>(API.oneYearVote, { body: { roles }, toast: false });
}

export function useVote() {
  const queryClient = useQueryClient();
  const scope = useAnnualScope();
  return useMutation({
    mutationFn: vote,
    onSuccess: (data) => queryClient.setQueryData(voteRolesKey(scope), data.roles),
    // The status (my vote, the vote task's tickets) and the tally move together.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ANNUAL_KEY }),
  });
}
