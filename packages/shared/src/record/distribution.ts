import { z } from 'zod';
import { modeSeasonQuery, randPercentData } from './api.ts';
import { DISTRIBUTION_SCOPES } from './distribution-bands.ts';
import { modeSchema } from './ingest.ts';

export { bandOf, DISTRIBUTION_BAND, DISTRIBUTION_SCOPES, RANK_EDGES, type DistributionScope } from './distribution-bands.ts';

// "Where I stand" (issue 17): the ladder-score distribution of a region or a whole edition, and the caller's
// place in it (docs/decisions/0056-score-distribution.md).

export const scoreDistributionQuery = modeSeasonQuery.extend({ scope: z.enum(DISTRIBUTION_SCOPES, { error: 'paramError' }).default('region') });

export const distributionBucketSchema = z.object({
  /** Lowest score of the band (the band is DISTRIBUTION_BAND wide). */
  From: z.number().int(),
  /** Placed players whose score lies in the band. */
  Count: z.number().int(),
});

export const scoreDistributionData = z.object({
  Scope: z.enum(DISTRIBUTION_SCOPES),
  /** The region, or the edition code when Scope is edition. */
  Area: z.string(),
  Mode: modeSchema,
  Season: z.number().int(),
  Band: z.number().int(),
  /** Consecutive bands from the lowest to the highest occupied one (empty bands inside included, as 0). */
  Buckets: z.array(distributionBucketSchema),
  RankEdges: z.array(z.number().int()),
  /** Placed players counted. */
  Total: z.number().int(),
  /** The caller's place, by the same rule as rand_percent; null for a visitor or a role without this ladder. */
  Mine: randPercentData.omit({ Region: true }).extend({ Score: z.number().int(), Bucket: z.number().int().nullable() }).nullable(),
  /** When the distribution was read from the ladder (unix seconds). */
  UpdatedAt: z.number().int(),
});
export type ScoreDistribution = z.infer<typeof scoreDistributionData>;

export const seasonPercentileSchema = z.object({
  Season: z.number().int(),
  Mode: modeSchema,
  Region: z.string(),
  FinalScore: z.number().int(),
  /** Share of the region's placed players this ladder ended ahead of, 0–100 (rand_percent's rule). */
  Percent: z.number(),
  Rank: z.number().int().nullable(),
  Total: z.number().int(),
});
/** The role's percentile at the end of each finished season it was placed in, newest first. */
export const seasonPercentilesData = z.object({ list: z.array(seasonPercentileSchema) });
export type SeasonPercentile = z.infer<typeof seasonPercentileSchema>;
export type SeasonPercentiles = z.infer<typeof seasonPercentilesData>;
