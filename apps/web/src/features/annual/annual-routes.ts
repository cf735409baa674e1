import { ROUTES } from '../../lib/routes.ts';

// The anniversary event's pages: SPEC §2's three, plus the report's share page and the matches behind a number.
export const ANNUAL_ROUTES = {
  annual: ROUTES.annual,
  characterVote: ROUTES.characterVote,
  lottery: ROUTES.lottery,
  share: '/pages/act/annual/share/index',
  matches: '/pages/act/annual/matches/index',
} as const;
