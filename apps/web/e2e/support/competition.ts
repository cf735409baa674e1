import { API } from '@mecha/shared/api-paths';
import type { EditionCode } from '@mecha/shared/editions';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { playerCall, signedIn } from './annual.ts';
import { ssoInto } from './pay.ts';
import { RECORD_JOURNEY_PLAYERS, topPlayerUids } from './record.ts';

// The tournament journeys' helpers: entrants from the sim world's 8000+ 2v2 roles (dev call), a tournament per
// test made through the operator API (sign-up open, then moved so its first stage's check-in opens), a rival team
// formed through the players' own calls, and the bracket seeded with a result entered.

const OPERATOR = { Authorization: 'Operator dev-operator-token-change-me', 'X-Operator': 'e2e' };
const OPS = '/api/ops/competition';
export const COMP_HOME = '/pages/competition/home/index';
export const compHome = (tournamentId: string, extra = '') => `${COMP_HOME}?t=${tournamentId}${extra}`;

async function ops<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = data === undefined ? await request.get(`${OPS}/${path}`, { headers: OPERATOR }) : await request.post(`${OPS}/${path}`, { headers: OPERATOR, data });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg} ${JSON.stringify(body.data)}`).toBe(0);
  return body.data;
}

export interface Entrant {
  uid: string;
  nickname: string;
  edition: EditionCode;
  region: string;
  best: number;
}

/**
 * Roles of the edition whose best 2v2 score is 8000+ and that no account has bound, grouped by region. The 1v1 top
 * players that the record journeys take by position are left out: a tournament journey that bound one of them made
 * a later record journey's login fail (the role was bound to another account).
 */
export async function entrantsByRegion(request: APIRequestContext, edition: EditionCode): Promise<Map<string, Entrant[]>> {
  const response = await request.get(`${API.simTop2v2}?edition=${edition}&limit=500`);
  const body = (await response.json()) as { code: number; msg: string; data: { list: Entrant[] } };
  expect(body.code, body.msg).toBe(0);
  const recordPlayers = new Set(await topPlayerUids(request, RECORD_JOURNEY_PLAYERS));
  const out = new Map<string, Entrant[]>();
  for (const e of body.data.list.filter((entrant) => !recordPlayers.has(entrant.uid))) out.set(e.region, [...(out.get(e.region) ?? []), e]);
  return out;
}

/**
 * `count` entrants of one region of the edition, `skip` into the region's list, so that journeys sharing a run
 * take different roles (journeys: 0–3 of the biggest region; eligibility: 8 and up).
 */
export async function regionEntrants(request: APIRequestContext, edition: EditionCode, count: number, skip = 0): Promise<Entrant[]> {
  const regions = [...(await entrantsByRegion(request, edition)).values()].sort((a, b) => b.length - a.length);
  const list = regions[0] ?? [];
  expect(list.length, `8000+ 2v2 roles in one region of ${edition}`).toBeGreaterThanOrEqual(skip + count);
  return list.slice(skip, skip + count);
}

/** The server's clock (the sim server may run ahead of this machine's). */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get(API.compTournament)).json()) as { data: { now: number } };
  return body.data.now;
}

const texts = (en: string) => ({ en, 'zh-CN': en, 'zh-HK': en, ja: en });
const HOUR = 3600;
const DAY = 86_400;

export interface TournamentPlan {
  id: string;
  title: string;
  /** open: sign-up open now (ending soonest of all, so it is the current one); checkin: sign-up over, the first stage's check-in open. */
  phase: 'open' | 'checkin' | 'not-started';
  visible?: boolean;
}

/** Creates or moves a tournament: two online rounds and a final, sign-up and check-in as the phase needs. */
export async function saveTournament(request: APIRequestContext, plan: TournamentPlan): Promise<void> {
  const now = await serverNow(request);
  // Check-in opens 60 minutes before a stage, and only after sign-up has ended (the operators' rule).
  const window =
    plan.phase === 'open'
      ? { signupFrom: now - HOUR, signupTo: now + 2 * HOUR, first: now + 2 * HOUR + 2 * HOUR }
      : plan.phase === 'checkin'
        ? { signupFrom: now - 3 * HOUR, signupTo: now - 40 * 60, first: now + 20 * 60 }
        : { signupFrom: now + DAY, signupTo: now + 2 * DAY, first: now + 3 * DAY };
  await ops(request, 'tournaments/save', {
    id: plan.id,
    titles: texts(plan.title),
    rules: texts('Teams of two, both with a 2v2 ladder score of 8000 in some season.\n\nCheck in during the hour before each round.'),
    rewards: [{ place: texts('1st'), text: texts('Trophy and 5000 crystals') }],
    signupFrom: window.signupFrom,
    signupTo: window.signupTo,
    visible: plan.visible ?? true,
    stages: [
      { id: 'online-1', kind: 'online', names: texts('Online round 1'), startsAt: window.first, endsAt: window.first + 2 * HOUR },
      { id: 'online-2', kind: 'online', names: texts('Online round 2'), startsAt: window.first + DAY, endsAt: window.first + DAY + 2 * HOUR },
      { id: 'final', kind: 'final', names: texts('Final'), startsAt: window.first + 3 * DAY, endsAt: window.first + 3 * DAY + 3 * HOUR },
    ],
  });
}

interface OpsTournamentRow {
  id: string;
  titles: Record<string, string>;
  visible: boolean;
  signupFrom: number;
  signupTo: number;
  registration: string;
  finished: boolean;
  stages: { id: string; kind: string; names: Record<string, string>; startsAt: number; endsAt: number; position: number }[];
}

/**
 * Hides every other visible tournament whose sign-up is open or whose rounds are on. The player calls without a
 * tournament (check-in, remove-member, invite-code, invite) act on the *current* tournament — the open one, else
 * one being played — so a journey's own must be the only such one while it runs (see the final report of helper E).
 */
export async function hideOtherLiveTournaments(request: APIRequestContext, keep: string): Promise<void> {
  const { list } = await ops<{ list: OpsTournamentRow[] }>(request, 'tournaments');
  for (const t of list) {
    if (t.id === keep || !t.visible || t.finished || t.registration === 'not-started') continue;
    await ops(request, 'tournaments/save', {
      id: t.id,
      titles: t.titles,
      rules: texts('Hidden by an e2e journey.'),
      signupFrom: t.signupFrom,
      signupTo: t.signupTo,
      visible: false,
      stages: t.stages.map((s) => ({ id: s.id, kind: s.kind, names: s.names, startsAt: s.startsAt, endsAt: s.endsAt, position: s.position })),
    });
  }
}

/** Seeds the first online round from its checked-in teams (a full bracket) and enters the first match's result. */
export async function seedAndResult(request: APIRequestContext, tournamentId: string): Promise<{ winner: string; scoreA: number; scoreB: number }> {
  await ops(request, 'bracket/seed', { tournamentId, stageId: 'online-1', advance: 1 });
  const { list } = await ops<{ list: { id: number | null; teamA: string | null; teamB: string | null; nameA: string | null; nameB: string | null }[] }>(
    request,
    `matches?tournamentId=${tournamentId}&stageId=online-1`,
  );
  const match = list.find((m) => m.teamA && m.teamB && m.id !== null);
  expect(match, 'a match with two teams').toBeTruthy();
  await ops(request, 'bracket/result', { matchId: match!.id, scoreA: 2, scoreB: 1 });
  return { winner: match!.nameA!, scoreA: 2, scoreB: 1 };
}

/** A role signed in through the platform into `route` in a page of its own browser context. */
export async function playerPage(browser: Browser, locale: string, route: string, uid: string, sub: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await ssoInto(page, route, uid, sub);
  await signedIn(page);
  return page;
}

/** A rival team formed through the players' own calls (leader creates, partner joins by code), both checked in later. */
export async function rivalTeam(leader: Page, member: Page, tournamentId: string, name: string): Promise<string> {
  const created = await playerCall<{ id: string; inviteCode: string }>(leader, API.compCreateTeam, { tournamentId, name, contactKind: 'discord', contact: 'rival_team', agree: true });
  expect(created.code, created.msg).toBe(0);
  const joined = await playerCall(member, API.compJoinTeam, { inviteCode: created.data.inviteCode, agree: true });
  expect(joined.code, joined.msg).toBe(0);
  return created.data.id;
}

export async function checkInByCall(page: Page): Promise<void> {
  const answer = await playerCall(page, API.compCheckIn, { stageId: 'online-1' });
  expect(answer.code, answer.msg).toBe(0);
}
