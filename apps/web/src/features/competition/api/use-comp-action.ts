import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMP_KEY } from './competition-keys.ts';

/**
 * A team action: done or refused (a partner may have changed the team in the meantime), every tournament view is
 * read again — the team, the invitations, the tournament's team count.
 */
export function useCompAction<In, Out>(action: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMP_KEY }),
  });
}
