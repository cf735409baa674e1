import { ROUTES } from '../../lib/routes.ts';

// The tournament's pages (SPEC §2): its home (tab 3) and the dialog demo operators and translators review.
// A share link is the home page with `?code=<invitation code>`.
export const COMPETITION_ROUTES = {
  home: ROUTES.competition,
  dialogDemo: '/pages/competition/dialog-demo/index',
} as const;
