import { RANKS } from '../ladder/ranks.ts';

// The character-ranking options, apart from the zod schemas in api.ts so the web app's first page (the news tab's
// hot dot reads the default selection) does not load zod (docs/decisions/0151-web-first-paint-and-languages.md).
export const PERIODS = ['7d', '30d', 'season'] as const;
export const TIERS = ['all', ...RANKS.map((r) => r.id)] as const;
