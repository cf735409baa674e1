import type { MatchFilter, ReportLink } from '@mecha/shared/annual/api';
import type { Mode } from '@mecha/shared/record/modes';
import { ROUTES } from '../../../lib/routes.ts';
import { ANNUAL_ROUTES } from '../annual-routes.ts';

// Every number in the memory report opens the matches behind it (PRODUCT.md): one match opens its detail page,
// a count opens the report's match list with the server's own filter. The filter travels as its JSON so the list
// asks the server exactly what the number counted; the server validates it (a hand-edited link gets paramError).

/** The game's home clock (UTC+8): months and days of the report are counted on it (ladder/seasons.ts). */
const HOME_OFFSET_S = 8 * 3600;

export function matchHref(matchId: string, mode: Mode): string {
  return `${mode === 'T2' ? ROUTES.vs22Detail : ROUTES.vs11Detail}?id=${encodeURIComponent(matchId)}`;
}

export function filterHref(filter: MatchFilter, share: string | null): string {
  const params = new URLSearchParams({ f: JSON.stringify(filter) });
  if (share) params.set('t', share);
  return `${ANNUAL_ROUTES.matches}?${params.toString()}`;
}

/** Where a report number leads; null when the server gave it nothing to open. */
export function reportHref(link: ReportLink, share: string | null): string | null {
  if (link.matchId) return matchHref(link.matchId, link.mode ?? 'T1');
  if (link.filter) return filterHref(link.filter, share);
  return null;
}

/** One month of the chart (yyyymm on the home clock) as a filter: [first day 00:00, next month's) at UTC+8. */
export function monthFilter(month: number): MatchFilter {
  const year = Math.floor(month / 100);
  const m = (month % 100) - 1;
  return { from: Date.UTC(year, m, 1) / 1000 - HOME_OFFSET_S, to: Date.UTC(year, m + 1, 1) / 1000 - HOME_OFFSET_S };
}

/** A yyyymm or yyyymmdd of the home clock as a Date at that calendar day's UTC midnight (format with timeZone UTC). */
export function homeCalendarDate(value: number): Date {
  if (value > 999_999) return new Date(Date.UTC(Math.floor(value / 10_000), (Math.floor(value / 100) % 100) - 1, value % 100));
  return new Date(Date.UTC(Math.floor(value / 100), (value % 100) - 1, 1));
}

const ID = /^[a-z0-9-]{1,40}$/;
const UID = /^\d{1,20}$/;
const TIME_MAX = 4_102_444_800;

/**
 * The list page's filter from its `f` parameter, for the page's own title only: kept fields are the schema's
 * (matchFilterSchema), anything else makes the whole filter unreadable (null), as the server would refuse it.
 */
export function parseFilter(text: string | null): MatchFilter | null {
  if (text === null || text.length > 600) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: MatchFilter = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'mode' && (v === 'T1' || v === 'T2')) out.mode = v;
    else if (key === 'character' && typeof v === 'string' && ID.test(v)) out.character = v;
    else if ((key === 'won' || key === 'mvp') && typeof v === 'boolean') out[key] = v;
    else if ((key === 'partner' || key === 'opponent') && typeof v === 'string' && UID.test(v)) out[key] = v;
    else if ((key === 'from' || key === 'to') && Number.isInteger(v) && (v as number) >= 0 && (v as number) <= TIME_MAX) out[key] = v as number;
    else return null;
  }
  return out;
}
