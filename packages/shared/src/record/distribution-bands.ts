import { RANKS } from '../ladder/ranks.ts';

// The score-distribution chart's bands and scopes, apart from the zod schemas in distribution.ts so the web app
// can use them without loading zod (docs/decisions/0151-web-first-paint-and-languages.md).

/** Width of one bar of the chart, in ladder points: 0–199, 200–399, … */
export const DISTRIBUTION_BAND = 200;
export const DISTRIBUTION_SCOPES = ['region', 'edition'] as const;
export type DistributionScope = (typeof DISTRIBUTION_SCOPES)[number];

/** Rank edges the chart marks (every rank's lowest score but the floor), from the one table of ranks. */
export const RANK_EDGES: readonly number[] = RANKS.slice(1).map((r) => r.min);

/** The band a score falls in, by its lowest score. */
export const bandOf = (score: number): number => Math.floor(Math.max(0, score) / DISTRIBUTION_BAND) * DISTRIBUTION_BAND;
