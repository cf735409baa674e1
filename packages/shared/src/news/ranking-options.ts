import { RANKS } from '../ladder/ranks.ts';

// The news constants the web app needs without zod: the character-ranking options and the article categories, apart
// from the zod schemas in api.ts, so neither the first page (the news tab's hot dot reads the default selection)
// nor the news page loads zod (docs/decisions/0151-web-first-paint-and-languages.md).
export const PERIODS = ['7d', '30d', 'season'] as const;
export const TIERS = ['all', ...RANKS.map((r) => r.id)] as const;

export const CATEGORIES = ['official', 'hot', 'balance', 'fanart', 'rewards', 'accessories'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Fewer games than this and a rate is flagged as not yet trustworthy (the one rule, in record/win-interval.ts). */
export { MIN_SAMPLE } from '../record/win-interval.ts';
