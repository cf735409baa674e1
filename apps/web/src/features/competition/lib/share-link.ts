import { COMPETITION_ROUTES } from '../competition-routes.ts';

// A team's share link: this app's address with the tournament home and the invitation code, nothing else (the
// partner's own session does the rest). `?code=` opens the join sheet with the team's preview.
export function teamShareHref(code: string, appUrl: string = `${window.location.origin}${window.location.pathname}`): string {
  const base = appUrl.split('#')[0]!.split('?')[0]!;
  return `${base}#${COMPETITION_ROUTES.home}?code=${encodeURIComponent(code)}`;
}

/** "ABCDE12345" → "ABCDE-12345": easier to read aloud; normaliseInviteCode takes the dash off again. */
export const spacedCode = (code: string): string => (code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code);
