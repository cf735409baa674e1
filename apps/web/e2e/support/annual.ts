import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The anniversary journeys' helpers (W1's report spec and W2's vote and draw spec): the operator API as an
// operator's CLI would call it, and the signed-in player's own one-year calls made with the app's session.

// The operator credential of a development server (apps/server config default).
const OPERATOR = { Authorization: 'Operator dev-operator-token-change-me' };

export const ANNUAL = {
  annual: '/pages/act/annual/index',
  vote: '/pages/act/character-vote/index',
  lottery: '/pages/lottery/index',
  share: (token: string) => `/pages/act/annual/share/index?t=${encodeURIComponent(token)}`,
  matches: '/pages/act/annual/matches/index',
} as const;

async function opsPost<T = unknown>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api/ops/annual/${path}`, { headers: OPERATOR, data });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

async function opsGet<T = unknown>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/ops/annual/${path}`, { headers: OPERATOR });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** The seeded event of an edition: `anniversary-<edition>` (S3's demo seed). */
export const eventIdOf = (edition: 'cn' | 'hk' | 'jp' | 'global') => `anniversary-${edition}`;

/** Every event as operators see it (prizes, counts, seed hash). */
export const annualEvents = <T = unknown>(request: APIRequestContext) => opsGet<T>(request, 'events');

/** Support's goodwill tickets to a role's bound account (the role must be bound: sign in first). */
export const grantTickets = (request: APIRequestContext, eventId: string, uid: string, tickets: number) =>
  opsPost(request, 'tickets/grant', { eventId, uid, tickets, reason: 'e2e grant' });

/** Creates or updates a prize of an event's pool (weights, stock, physical or virtual). */
export const savePrize = (request: APIRequestContext, prize: Record<string, unknown>) => opsPost(request, 'prizes/save', prize);
export const movePrizeStock = (request: APIRequestContext, eventId: string, prizeId: string, delta: number) =>
  opsPost(request, 'prizes/stock', { eventId, prizeId, delta, reason: 'e2e' });
export const runForfeit = (request: APIRequestContext) => opsPost(request, 'forfeit/run', {});
export const runHistogram = (request: APIRequestContext) => opsPost(request, 'histogram/run', {});

/**
 * A one-year call as the signed-in player of `page` makes it (the app's stored session, language and edition
 * headers): the envelope's code and data, so a test can check a refusal too.
 */
export async function playerCall<T = unknown>(page: Page, path: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const read = (key: string) => {
        const raw = localStorage.getItem(`mecha.${key}`);
        return raw === null ? null : (JSON.parse(raw) as string | null);
      };
      const token = read('token');
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await response.json()) as { code: number; msg: string; data: never };
    },
    { path, body },
  );
}

/** Waits until the app has stored the session and the selected role of a platform sign-in. */
export async function signedIn(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mecha.token'))).not.toBeNull();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('mecha.selectedRoleId') ?? 'null') as string | null)).not.toBeNull();
}

export interface ReportFacts {
  empty: boolean;
  matches: number;
}

/** The signed-in role's memory report in short: whether its report year has matches, and how many. */
export async function reportFacts(page: Page): Promise<ReportFacts> {
  await signedIn(page);
  const answer = await playerCall<{ report: { empty: boolean; matches: { value: number } } }>(page, '/api/one-year/memories-report');
  expect(answer.code, answer.msg).toBe(0);
  return { empty: answer.data.report.empty, matches: answer.data.report.matches.value };
}

/** The signed-in player's tickets now (one-year/status). */
export async function ticketsOf(page: Page): Promise<number> {
  await signedIn(page);
  const answer = await playerCall<{ me: { tickets: number } | null }>(page, '/api/one-year/status');
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.me?.tickets ?? 0;
}

interface OpsPrize {
  id: string;
  names: Record<string, string>;
  picture: string | null;
  physical: boolean;
  qty: number;
  weight: number;
  stock: number | null;
  stockTotal: number | null;
  sort: number;
}

/** One prize of an event as operators see it. */
export async function opsPrize(request: APIRequestContext, eventId: string, prizeId: string): Promise<OpsPrize> {
  const { list: events } = await annualEvents<{ list: { id: string; prizes: OpsPrize[] }[] }>(request);
  const prize = events.find((e) => e.id === eventId)?.prizes.find((p) => p.id === prizeId);
  expect(prize, `${eventId}/${prizeId}`).toBeTruthy();
  return prize!;
}

/**
 * Re-sends a prize's definition with another weight (an operator's pool change: an odds row is written). W2's
 * journeys raise a physical prize's weight to win it for sure, then put it back. Returns the weight it had.
 */
export async function setPrizeWeight(request: APIRequestContext, eventId: string, prizeId: string, weight: number): Promise<number> {
  const p = await opsPrize(request, eventId, prizeId);
  await savePrize(request, { eventId, id: p.id, names: p.names, picture: p.picture, physical: p.physical, qty: p.qty, weight, stockTotal: p.stockTotal, sort: p.sort });
  return p.weight;
}

/** An operator marks a won physical prize shipped (carrier and tracking number), as the winners' page would. */
export const shipDraw = (request: APIRequestContext, drawId: number, tracking = 'SF1234567890') =>
  opsPost(request, 'winners/ship', { drawId, carrier: 'SF Express', tracking });

interface OpsEvent {
  id: string;
  edition: string;
  titles: Record<string, string>;
  rules: Record<string, string>;
  startsAt: number;
  endsAt: number;
  characters: string[];
  loginTickets: number;
  voteTickets: number;
  shareTickets: number;
  loginTask: boolean;
  active: boolean;
}

/**
 * An operator moves an event's end (its start and report year stay, as they must once it opened): the journeys end
 * an event now instead of moving the server's clock a month on, which would run every job (ladder decay, drops,
 * time-outs) a month ahead for the specs after them. Returns the end it had.
 */
export async function setEventEnd(request: APIRequestContext, eventId: string, endsAt: number): Promise<number> {
  const { list } = await annualEvents<{ list: OpsEvent[] }>(request);
  const e = list.find((x) => x.id === eventId);
  expect(e, eventId).toBeTruthy();
  // Without the report year: an opened event keeps its own (the seed's dates carry milliseconds the API's seconds lose).
  const { id, edition, titles, rules, startsAt, characters, loginTickets, voteTickets, shareTickets, loginTask, active } = e!;
  await opsPost(request, 'events/save', { id, edition, titles, rules, startsAt, endsAt, characters, loginTickets, voteTickets, shareTickets, loginTask, active });
  return e!.endsAt;
}
