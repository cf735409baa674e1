import { z } from 'zod';
import { EDITION_CODES } from '../editions.ts';
import { LANGUAGES } from '../i18n/languages.ts';

// The public status page's calls (issue 16, decision 0191): "are my matches in yet?", how fast the API answers,
// what waits in the queues, and what operators say about an incident. Every process reads the same tables, so
// two server processes show the same page.

export const editionCode = z.enum(EDITION_CODES as [string, ...string[]]);

/** The newest match ingested for an edition's regions: when it arrived, and when it ended in the game. */
export const freshnessEntry = z.object({
  edition: editionCode,
  lastReceivedAt: z.string().nullable(),
  newestEndedAt: z.string().nullable(),
});
export type FreshnessEntry = z.infer<typeof freshnessEntry>;

/** `generatedAt`: the server's time as it answers, so a phone whose clock is off still counts the age right. */
export const freshnessData = z.object({ generatedAt: z.string(), list: z.array(freshnessEntry) });
export type FreshnessData = z.infer<typeof freshnessData>;

/** API answers over a window: count, the share that failed on our side (5xx), and latency percentiles. */
export const apiWindow = z.object({
  requests: z.number().int(),
  errorRate: z.number(),
  /** Upper bound of the latency bucket holding the percentile, in ms; null with no requests. */
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
});
export type ApiWindow = z.infer<typeof apiWindow>;

export const queueDepths = z.object({
  /** In-game mail (items, codes) waiting to be delivered, and the age of the oldest, in seconds. */
  mailPending: z.number().int(),
  mailOldestAgeS: z.number().int().nullable(),
  /** Deliveries that failed at least once and wait for their next try. */
  deliveriesRetrying: z.number().int(),
  /** Top-up orders inside their payment window (they time out if unpaid). */
  paymentsAwaitingTimeout: z.number().int(),
});
export type QueueDepths = z.infer<typeof queueDepths>;

export const INCIDENT_SEVERITIES = ['info', 'minor', 'major'] as const;
export const incidentSeverity = z.enum(INCIDENT_SEVERITIES);
export type IncidentSeverity = z.infer<typeof incidentSeverity>;

/** An incident as players read it: in their language when the operator wrote one, else the nearest. */
export const incidentView = z.object({
  id: z.number().int(),
  severity: incidentSeverity,
  title: z.string(),
  body: z.string(),
  startedAt: z.string(),
  resolvedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type IncidentView = z.infer<typeof incidentView>;

export const statusData = z.object({
  generatedAt: z.string(),
  freshness: z.array(freshnessEntry),
  api: z.object({ last5m: apiWindow, last24h: apiWindow }),
  queues: queueDepths,
  /** Open incidents, then those resolved in the last 7 days; newest first. */
  incidents: z.array(incidentView),
});
export type StatusData = z.infer<typeof statusData>;

// Operator calls.
const noNul = (s: string) => !s.includes('\u0000');
const incidentText = z.strictObject({
  title: z.string().trim().min(1).max(120).refine(noNul),
  body: z.string().trim().max(2000).refine(noNul).default(''),
});
export const incidentTexts = z
  .strictObject(Object.fromEntries(LANGUAGES.map((l) => [l, incidentText.optional()])) as Record<(typeof LANGUAGES)[number], z.ZodOptional<typeof incidentText>>)
  .refine((t) => Object.values(t).some(Boolean), { message: 'at least one language' });
export type IncidentTexts = z.infer<typeof incidentTexts>;

export const incidentCreateBody = z.strictObject({ severity: incidentSeverity, texts: incidentTexts });
export type IncidentCreateBody = z.infer<typeof incidentCreateBody>;

/** An update replaces the texts and/or severity; `resolved: true` closes it (it stays listed for 7 days). */
export const incidentUpdateBody = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
  severity: incidentSeverity.optional(),
  texts: incidentTexts.optional(),
  resolved: z.boolean().optional(),
});
export type IncidentUpdateBody = z.infer<typeof incidentUpdateBody>;

export const incidentOps = z.object({
  id: z.number().int(),
  severity: incidentSeverity,
  texts: z.record(z.string(), z.object({ title: z.string(), body: z.string() })),
  startedAt: z.string(),
  resolvedAt: z.string().nullable(),
  updatedAt: z.string(),
  by: z.string(),
});
export type IncidentOps = z.infer<typeof incidentOps>;
export const incidentOpsList = z.object({ list: z.array(incidentOps) });
