// The anniversary event's fixed rules, apart from the zod schemas in api.ts so the web app can use them without
// loading zod on its pages (docs/decisions/0151-web-first-paint-and-languages.md).

/** upcoming: before startsAt; open: tasks, votes and draws; ended: reads, addresses and the published seed only. */
export const ANNUAL_PHASES = ['upcoming', 'open', 'ended'] as const;
export type AnnualPhase = (typeof ANNUAL_PHASES)[number];

/** login: daily; vote: once (done by voting); share: daily (done by `shared`, never by proof of posting). */
export const TASK_IDS = ['login', 'vote', 'share'] as const;
export type TaskId = (typeof TASK_IDS)[number];
export const TASK_PERIODS: Record<TaskId, 'daily' | 'once'> = { login: 'daily', vote: 'once', share: 'daily' };
/** todo: not done yet in this period; claimable: done, tickets waiting; claimed: taken in this period. */
export const TASK_STATES = ['todo', 'claimable', 'claimed'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** SPEC §5 and §9: at most 3 characters per vote. */
export const MAX_VOTE_PICKS = 3;
/** SPEC §9: a draw costs 1 ticket. */
export const TICKETS_PER_DRAW = 1;
