import { useQuery } from '../../../lib/use-query.ts';
import { OPS_COMP_PATHS, type OpsTournament } from '@mecha/shared/competition/ops-api';
import { ApiError } from '../../../lib/request.ts';
import { errorMessage } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';

// The tournaments console's reads: every tournament (the picker and the schedule), keyed under one prefix so a
// change refreshes what it touched.

export const COMP_KEY = ['ops', 'competition'] as const;

export function useTournaments() {
  return useQuery({
    queryKey: [...COMP_KEY, 'tournaments'],
    queryFn: ({ signal }) => opsRequest<{ list: OpsTournament[] }>(OPS_COMP_PATHS.tournaments, { signal }),
    refetchOnWindowFocus: false,
  });
}

/** English first: the console is English; a tournament's title may exist in one language only. */
export const textOf = (t: Record<string, string>) => t.en ?? t['zh-CN'] ?? t['zh-HK'] ?? t.ja ?? Object.values(t)[0] ?? '';

/** The tournament picked last in this browser tab (tab links carry no query). */
const PICK_KEY = 'mecha-ops-tournament';
export const pickedTournament = () => sessionStorage.getItem(PICK_KEY);
export const pickTournament = (id: string) => sessionStorage.setItem(PICK_KEY, id);

/** The server's refusal with the field issues it names (a schedule or seed refusal says which stage and why). */
export function explain(error: unknown): string {
  const issues = error instanceof ApiError ? (error.data as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues : undefined;
  const lines = (issues ?? []).map((i) => (typeof i.path === 'string' && i.path ? `${i.path}: ${String(i.message)}` : String(i.message)));
  return lines.length ? `${errorMessage(error)} — ${lines.join('; ')}` : errorMessage(error);
}

/** Runs a change for the confirm dialog, which then shows the refusal with its issues (the dialog shows only the message). */
export async function withIssues<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(explain(error));
  }
}
