import { createHash, createHmac, randomBytes } from 'node:crypto';
import { pickFair, uFromDigest } from '@mecha/shared/annual/fair-draw';
import type { EditionCode } from '@mecha/shared/editions';
import type { Db } from '../../db/client.ts';
import { DAY, type Clock } from '../../platform/clock.ts';
import type { AccountService } from '../account/account.service.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import type { SessionService } from '../account/session.service.ts';
import { MemoriesReports } from './report/memories-reports.ts';
import type { AnnualDeps } from './annual-deps.ts';
import { AnnualEvents } from './annual-events.ts';
import { recordOdds } from './odds.ts';

// Fixtures of the anniversary tests: an event with its prizes and its 'opened' odds row inserted as rows (no
// operator API needed), tickets given straight to an account, a match in the report year (what lets a role
// vote), and the player calls' dependencies for calling the services without HTTP (the concurrency runs).

export interface PrizeSpec {
  id: string;
  weight: number;
  /** null: unlimited. */
  stock?: number | null;
  physical?: boolean;
  qty?: number;
  sort?: number;
}

export interface EventSpec {
  id?: string;
  edition?: EditionCode;
  startsAt?: Date;
  endsAt?: Date;
  characters?: string[];
  loginTask?: boolean;
  tickets?: { login?: number; vote?: number; share?: number };
  prizes?: PrizeSpec[];
}

export interface TestEvent {
  id: string;
  seed: string;
  reportFrom: Date;
  reportTo: Date;
}

export const DEFAULT_PRIZES: PrizeSpec[] = [
  { id: 'figure', weight: 5, stock: 2, physical: true, sort: 1 },
  { id: 'skin', weight: 15, stock: 10, sort: 2 },
  { id: 'coins', weight: 80, stock: null, qty: 100, sort: 3 },
];

/** Every event already there (the sim seed's) is switched off: the tests' events are the only ones a player sees. */
export async function onlyTestEvents(db: Db): Promise<void> {
  await db.updateTable('annual_events').set({ active: false }).execute();
}

/** An event open from an hour ago for 14 days by default, its report year the 365 days before it, with its pool. */
export async function addEvent(db: Db, clock: Clock, spec: EventSpec = {}): Promise<TestEvent> {
  const now = clock.now();
  const id = spec.id ?? `y-${randomBytes(4).toString('hex')}`;
  const seed = randomBytes(32).toString('hex');
  const startsAt = spec.startsAt ?? new Date(now.getTime() - 3600_000);
  const endsAt = spec.endsAt ?? new Date(startsAt.getTime() + 14 * DAY);
  const reportTo = new Date(startsAt.getTime() - DAY);
  const reportFrom = new Date(reportTo.getTime() - 365 * DAY);
  await db
    .insertInto('annual_events')
    .values({
      id, edition: spec.edition ?? 'cn',
      titles: JSON.stringify({ 'zh-CN': '一周年庆典', 'zh-HK': '一週年慶典', en: 'First anniversary', ja: '1周年記念' }),
      rules: JSON.stringify({ en: 'Rules.' }),
      starts_at: startsAt, ends_at: endsAt, report_from: reportFrom, report_to: reportTo,
      seed, seed_hash: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
      characters: JSON.stringify(spec.characters ?? ['c01', 'c02', 'c03', 'c04', 'c05', 'c06']),
      login_tickets: spec.tickets?.login ?? 1, vote_tickets: spec.tickets?.vote ?? 2, share_tickets: spec.tickets?.share ?? 1,
      login_task: spec.loginTask ?? true,
    })
    .execute();
  const prizes = spec.prizes ?? DEFAULT_PRIZES;
  if (prizes.length) {
    await db
      .insertInto('annual_prizes')
      .values(prizes.map((p, i) => ({
        event_id: id, id: p.id,
        names: JSON.stringify({ 'zh-CN': `奖品 ${p.id}`, en: `Prize ${p.id}`, ja: `賞品 ${p.id}` }),
        picture: null, physical: p.physical ?? false, qty: p.qty ?? 1, weight: p.weight,
        stock: p.stock ?? null, stock_total: p.stock ?? null, sort: p.sort ?? i,
      })))
      .execute();
  }
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('annual_events').select('id').where('id', '=', id).forUpdate().execute();
    await recordOdds(trx, id, 'opened', null, startsAt);
  });
  return { id, seed, reportFrom, reportTo };
}

export async function giveTickets(db: Db, eventId: string, yfyUid: string, n: number): Promise<void> {
  await db.insertInto('annual_tickets').values({ event_id: eventId, yfy_uid: yfyUid, balance: n, earned: n, spent: 0 }).execute();
}

/** One 1v1 match of the role at `at` (what makes it a role with a match in the report year). */
export async function playedAt(db: Db, uid: string, at: Date): Promise<void> {
  const matchId = `m-${randomBytes(6).toString('hex')}`;
  await db.insertInto('matches').values({ id: matchId, mode: 'T1', season: 1, ended_at: at, duration_s: 300, bans: JSON.stringify([]), received_at: at } as never).execute();
  await db
    .insertInto('match_players')
    .values({
      match_id: matchId, uid, mode: 'T1', season: 1, ended_at: at, side: 0, won: true, premade: false, other_premade: false, character: 'c01', mvp: false,
      nickname: 'Tester', damage: 1000, kills: 1, deaths: 0, stats: JSON.stringify({}), score_before: 1000, base: 10, mvp_bonus: 0, streak_bonus: 0, solo_team: 0, score_after: 1010,
    } as never)
    .execute();
}

/** The player calls' dependencies without the app: every role plays in `edition` (or the map's edition). */
export function directDeps(db: Db, clock: Clock, editions: Record<string, EditionCode> = {}, edition: EditionCode = 'cn'): AnnualDeps {
  const roles = { lookup: async (uid: string) => ({ uid, edition: editions[uid] ?? edition, region: 'CN-N', nickname: uid, level: 1, avatar: '' }) } as unknown as RoleDirectory;
  return {
    db, clock, roles, events: new AnnualEvents(db), reports: new MemoriesReports(db, clock), secret: 'test-secret',
    accounts: undefined as unknown as AccountService, sessions: undefined as unknown as SessionService,
  };
}

/**
 * Every recorded draw of an event recomputed from its seed, its number and the odds row in force then (the latest
 * by (from_draw, id) with from_draw ≤ number), independently of the lottery's own code but the shared pure pick.
 */
export async function recomputeDrawsIn(db: Db, eventId: string): Promise<{ draws: number; mismatched: number[] }> {
  const { seed } = await db.selectFrom('annual_events').select('seed').where('id', '=', eventId).executeTakeFirstOrThrow();
  const history = await db.selectFrom('annual_odds_history').select(['id', 'from_draw', 'weights']).where('event_id', '=', eventId).execute();
  const draws = await db.selectFrom('annual_draws').select(['number', 'prize_id']).where('event_id', '=', eventId).orderBy('number').execute();
  const mismatched: number[] = [];
  for (const d of draws) {
    const inForce = history.filter((h) => h.from_draw <= d.number).sort((a, b) => b.from_draw - a.from_draw || b.id - a.id)[0];
    const u = uFromDigest(createHmac('sha256', Buffer.from(seed, 'hex')).update(`draw:${d.number}`).digest());
    if (pickFair(inForce?.weights ?? [], u) !== d.prize_id) mismatched.push(d.number);
  }
  return { draws: draws.length, mismatched };
}
