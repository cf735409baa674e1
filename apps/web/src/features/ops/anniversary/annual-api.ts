import { useQuery } from '../../../lib/use-query.ts';
import type { OpsAnnualEvent, OpsOddsEntry } from '@mecha/shared/annual/ops-api';
import { opsRequest } from '../lib/ops-request.ts';

// The anniversary calls the console makes (/api/ops/annual/*); the shapes are the shared package's.
export const ANNUAL_PATH = '/api/ops/annual';
export const EVENTS_KEY = ['ops', 'annual', 'events'] as const;

export function useAnnualEvents() {
  return useQuery({
    queryKey: EVENTS_KEY,
    queryFn: ({ signal }) => opsRequest<{ list: OpsAnnualEvent[] }>(`${ANNUAL_PATH}/events`, { signal }),
  });
}

export function useOddsHistory(eventId: string) {
  return useQuery({
    queryKey: ['ops', 'annual', 'odds', eventId],
    queryFn: ({ signal }) => opsRequest<{ list: OpsOddsEntry[] }>(`${ANNUAL_PATH}/odds`, { query: { eventId }, signal }),
  });
}

/** A localised text in English, else any language given. */
export const textOf = (t: Record<string, string | undefined>) => t.en ?? Object.values(t).find((v) => v !== undefined) ?? '';
