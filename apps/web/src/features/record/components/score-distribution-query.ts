import { API } from '@mecha/shared/api-paths';
import type { DistributionScope } from '@mecha/shared/record/distribution-bands';
import type { ScoreDistribution, SeasonPercentiles } from '@mecha/shared/record/distribution';
import type { Mode } from '@mecha/shared/record/modes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { RECORD_KEY, useHasRole, useViewer } from '../api/record-keys.ts';

// The "where I stand" calls (issue 17): the score distribution (a visitor gets it too, without a marker) and
// the role's percentile at the end of each finished season.
export const scoreDistributionQuery = (viewer: string, mode: Mode, season: number, scope: DistributionScope) =>
  queryOptions({
    queryKey: [...RECORD_KEY, viewer, 'score-distribution', mode, season, scope],
    queryFn: ({ signal }) => request<ScoreDistribution>(API.scoreDistribution, { query: { mode, season, scope }, toast: false, signal }),
  });

export function useScoreDistribution(mode: Mode, season: number | null, scope: DistributionScope) {
  const viewer = useViewer();
  // Switching scope keeps the old bars until the new ones arrive: the chart does not blink or jump.
  return useQuery({ ...scoreDistributionQuery(viewer, mode, season ?? 0, scope), enabled: season !== null, placeholderData: keepPreviousData });
}

export function useSeasonPercentiles() {
  const viewer = useViewer();
  const hasRole = useHasRole();
  return useQuery({
    queryKey: [...RECORD_KEY, viewer, 'season-percentiles'],
    queryFn: ({ signal }) => request<SeasonPercentiles>(API.seasonPercentiles, { toast: false, signal }),
    enabled: hasRole,
  });
}
