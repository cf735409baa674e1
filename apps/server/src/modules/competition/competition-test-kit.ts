import { randomBytes } from 'node:crypto';
import type { EditionCode } from '@mecha/shared/editions';
import type { Db } from '../../db/client.ts';
import { DAY, type Clock } from '../../platform/clock.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { accountRepository as accounts } from '../account/account.repository.ts';
import { hashToken, newSessionToken } from '../account/tokens.ts';
import { mallPlayers, type MallPlayer } from '../mall/mall-test-kit.ts';

// Fixtures of the tournament tests: a tournament and its stages inserted as rows (no operator API needed), players
// bound to sim roles with a chosen best 2v2 score and region (a ladder row of a past season and the role's region
// set in both the sim world and the site's role directory).

export interface StageSpec {
  id: string;
  kind?: 'online' | 'knockout' | 'final';
  startsAt: Date;
  endsAt: Date;
}

export interface TournamentSpec {
  id?: string;
  signupFrom?: Date;
  signupTo?: Date;
  minScore?: number;
  pairLimit?: number;
  checkinMinutes?: number;
  stages?: StageSpec[];
}

let n = 0;

/** Hides every tournament already there (the seeded ones), so a test's tournament is the current one. */
export async function onlyTestTournaments(db: Db): Promise<void> {
  await db.updateTable('comp_tournaments').set({ visible: false }).execute();
}

/** A tournament whose sign-up is open now (by default) with two online rounds a week and two weeks ahead. */
export async function addTournament(db: Db, clock: Clock, spec: TournamentSpec = {}): Promise<{ id: string; stages: StageSpec[] }> {
  const now = clock.now().getTime();
  const id = spec.id ?? `t-${process.pid}-${++n}`;
  const stages = spec.stages ?? [
    { id: 'round-1', kind: 'online' as const, startsAt: new Date(now + 7 * DAY), endsAt: new Date(now + 8 * DAY) },
    { id: 'round-2', kind: 'online' as const, startsAt: new Date(now + 14 * DAY), endsAt: new Date(now + 15 * DAY) },
  ];
  const texts = (s: string) => JSON.stringify({ en: s, 'zh-CN': s, 'zh-HK': s, ja: s });
  await db
    .insertInto('comp_tournaments')
    .values({
      id,
      titles: texts(`Test cup ${id}`),
      rules: texts('Be nice.'),
      rewards: JSON.stringify([{ place: { en: '1st' }, text: { en: 'A trophy' } }]),
      banner: null,
      signup_from: spec.signupFrom ?? new Date(now - DAY),
      signup_to: spec.signupTo ?? new Date(now + 5 * DAY),
      min_score: spec.minScore ?? 8000,
      pair_limit: spec.pairLimit ?? 2,
      checkin_minutes: spec.checkinMinutes ?? 60,
      created_at: new Date(now),
    })
    .execute();
  await db
    .insertInto('comp_stages')
    .values(stages.map((s, i) => ({ tournament_id: id, id: s.id, kind: s.kind ?? 'online', names: texts(s.id), starts_at: s.startsAt, ends_at: s.endsAt, position: i })))
    .execute();
  return { id, stages };
}

/** Gives a role a best 2v2 score (a season-1 ladder row, whose max_score counts for eligibility). */
export async function setBest2v2(db: Db, uid: string, score: number, region?: string): Promise<void> {
  const role = await db.selectFrom('game_roles').select('region').where('uid', '=', uid).executeTakeFirst();
  const row = { uid, mode: 'T2', season: 1, region: region ?? role?.region ?? 'CN-N', start_score: 0, score, max_score: score, games: 400, wins: 260, streak: 0, best_streak: 9, last_match_at: null, last_match_id: null };
  await db.insertInto('ladders').values(row).onConflict((oc) => oc.columns(['uid', 'mode', 'season']).doUpdateSet({ score, max_score: score })).execute();
}

/** Moves a role to a region (empty string: a role whose region the game could not tell). */
export async function setRegion(db: Db, uid: string, region: string): Promise<void> {
  await db.updateTable('game_roles').set({ region }).where('uid', '=', uid).execute();
  await db.updateTable('sim_roles').set({ region }).where('uid', '=', uid).execute();
}

/** `n` bound players of an edition, all in one region, with a best 2v2 score (eligible by default). */
export async function compPlayers(t: TestApp, count: number, opts: { edition?: EditionCode; region?: string; best?: number } = {}): Promise<MallPlayer[]> {
  const players = await mallPlayers(t, count, { edition: opts.edition ?? 'cn' });
  for (const p of players) {
    if (opts.region !== undefined) await setRegion(t.store.db, p.uid, opts.region);
    await setBest2v2(t.store.db, p.uid, opts.best ?? 8240);
  }
  return players;
}

/** A logged-in account with no role bound (the guards' 402). */
export async function unboundPlayer(t: TestApp): Promise<MallPlayer> {
  const yfyUid = `h5-t${randomBytes(7).toString('hex')}`;
  const token = newSessionToken();
  const now = t.clock.now();
  await t.store.db.transaction().execute(async (trx) => {
    await accounts.createAccount(trx, yfyUid, 'code', now);
    await accounts.createSession(trx, hashToken(token), yfyUid, now, new Date(now.getTime() + 365 * DAY));
  });
  return { uid: '', yfyUid, token, edition: 'cn' };
}

/** Every teaming row, for "a refusal changed nothing" (ordered, so two snapshots compare equal). */
export async function compState(db: Db) {
  return {
    teams: await db.selectFrom('comp_teams').selectAll().orderBy('id').execute(),
    members: await db.selectFrom('comp_members').selectAll().orderBy('id').execute(),
    pairs: await db.selectFrom('comp_pairs').selectAll().orderBy('tournament_id').orderBy('uid_low').orderBy('uid_high').execute(),
    invites: await db.selectFrom('comp_invites').selectAll().orderBy('id').execute(),
    history: await db.selectFrom('comp_history').selectAll().orderBy('id').execute(),
    messages: await db.selectFrom('messages').select(['id', 'yfy_uid', 'kind']).where('kind', '=', 'competition').orderBy('id').execute(),
  };
}

/** The competition messages in an account's inbox, oldest first, English title. */
export async function compInbox(db: Db, yfyUid: string): Promise<string[]> {
  const rows = await db.selectFrom('messages').select('titles').where('yfy_uid', '=', yfyUid).where('kind', '=', 'competition').orderBy('id').execute();
  return rows.map((r) => r.titles.en ?? '');
}
