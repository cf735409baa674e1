import { useSeasonShow } from '../api/get-season-show.ts';
import type { Season, SeasonShow } from '../api/record-types.ts';
import { appStore, useAppState } from '../../../lib/store.ts';

// The season the record pages show is the store's season index (Code − 1, SPEC §4), so every record page agrees.
// Only the previous and the current season are offered; anything else falls back to the current one.
export function pickSeason(seasonIndex: number, show: SeasonShow | undefined): number | null {
  if (!show) return null;
  const code = seasonIndex + 1;
  return show.shown.some((s) => s.Code === code) ? code : show.current.Code;
}

export interface SeasonChoice {
  /** The season Code to ask for; null until the season list is known. */
  season: number | null;
  shown: Season[];
  current: number | null;
  select: (code: number) => void;
  failed: boolean;
  retry: () => void;
}

export function useSeasonChoice(): SeasonChoice {
  const show = useSeasonShow();
  const seasonIndex = useAppState((s) => s.seasonIndex);
  return {
    season: pickSeason(seasonIndex, show.data),
    shown: show.data?.shown ?? [],
    current: show.data?.current.Code ?? null,
    select: (code) => appStore.set({ seasonIndex: code - 1 }),
    failed: show.isError,
    retry: () => void show.refetch(),
  };
}
