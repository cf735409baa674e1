import { currentAppUrl } from '../../news/lib/share-link.ts';
import { ANNUAL_ROUTES } from '../annual-routes.ts';

// The report's share page address: this app's own address with the share route and the server's token, and
// nothing else of the session (the token opens that one report, read-only, without logging in).
export function annualShareHref(token: string, appUrl: string = currentAppUrl()): string {
  const base = appUrl.split('#')[0]!.split('?')[0]!;
  return `${base}#${ANNUAL_ROUTES.share}?t=${encodeURIComponent(token)}`;
}
