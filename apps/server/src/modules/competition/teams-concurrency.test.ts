import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { Team } from '@mecha/shared/competition/api';
import { errorKeyForCode } from '@mecha/shared/errors/catalogue';
import { sql } from 'kysely';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { dbErrorKey } from '../../platform/db-errors.ts';
import { mallCaller, type MallPlayer } from '../mall/mall-test-kit.ts';
import { addTournament, compPlayers, onlyTestTournaments } from './competition-test-kit.ts';

type Env<T> = { status: number; code: number; data: T; msg: string };

// The teaming rules when requests really race, over HTTP (the routes, their pre-checks and the statements that
// hold the rules). On PostgreSQL (a pool of 20) the requests overlap in the database; PGlite runs one statement at
// a time, so there it only shows the same answers come out. Figures are printed for the closing note.

describe.each(DB_KINDS)('tournament teams under concurrency (%s)', (kind) => {
  let t: TestApp;
  let tid: string;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await onlyTestTournaments(t.store.db);
    tid = (await addTournament(t.store.db, t.clock)).id;
  });

  const call = <T>(p: MallPlayer, method: 'GET' | 'POST', url: string, payload?: unknown) => mallCaller(t, p)<T>(method, url, payload) as Promise<Env<T>>;
  /** Fires every call at once; answers counts by outcome ('ok' or the catalogue key), failing on any 500. */
  const race = async (calls: (() => Promise<Env<unknown>>)[]) => {
    const started = performance.now();
    const answers = await Promise.all(calls.map((c) => c()));
    const ms = Math.round(performance.now() - started);
    const counts: Record<string, number> = {};
    for (const a of answers) {
      expect(a.status, a.msg).toBeLessThan(500);
      const k = a.code === 0 ? 'ok' : (errorKeyForCode(a.code) ?? `code ${a.code}`);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    return { counts, ms };
  };
  const create = async (p: MallPlayer, name: string) => {
    const res = await call<Team>(p, 'POST', API.compCreateTeam, { name, contactKind: 'qq', contact: '123456789', agree: true });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const join = (p: MallPlayer, code: string) => call<Team>(p, 'POST', API.compJoinTeam, { inviteCode: code, agree: true });
  /** Every team's count agrees with its member rows, and none has more than two. */
  const consistent = async () => {
    const rows = await t.store.db
      .selectFrom('comp_teams as c')
      .select(['c.id', 'c.members', 'c.state', (eb) => eb.selectFrom('comp_members as m').select((m) => m.fn.countAll<string>().as('n')).whereRef('m.team_id', '=', 'c.id').where('m.left_at', 'is', null).as('active')])
      .where('c.tournament_id', '=', tid)
      .execute();
    for (const r of rows) {
      expect(Number(r.active), r.id).toBe(r.members);
      expect(r.members).toBeLessThanOrEqual(2);
      expect(r.state).toBe(r.members === 0 ? 'disbanded' : r.members === 2 ? 'full' : 'forming');
    }
  };

  it('50 eligible players join one team at once → exactly one joins (members 2), 49 × compTeamFull', async () => {
    const [leader, ...others] = (await compPlayers(t, 51, { region: 'CN-N' })) as MallPlayer[];
    const team = await create(leader!, 'Race Team');
    const r = await race(others.map((p) => () => join(p, team.inviteCode!)));
    expect(r.counts).toEqual({ ok: 1, compTeamFull: 49 });
    const row = await t.store.db.selectFrom('comp_teams').select(['members', 'state']).where('id', '=', team.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ members: 2, state: 'full' });
    const members = await t.store.db.selectFrom('comp_members').select('uid').where('team_id', '=', team.id).where('left_at', 'is', null).execute();
    expect(members).toHaveLength(2);
    const joinedLines = await t.store.db.selectFrom('comp_history').select('id').where('team_id', '=', team.id).where('action', '=', 'joined').execute();
    expect(joinedLines).toHaveLength(1);
    expect(await t.store.db.selectFrom('comp_pairs').select('times').where('tournament_id', '=', tid).execute()).toEqual([{ times: 1 }]);
    await consistent();
    console.log(`[${kind}] 50 concurrent joins of one team → ${r.counts.ok} joined, ${r.counts.compTeamFull} compTeamFull, members 2, 2 member rows, 1 'joined' line (${r.ms} ms)`);
  });

  it('20 creations by one player at once → one team, 19 × compAlreadyInTeam, no orphan team row (same name and different names)', async () => {
    for (const names of ['same', 'different'] as const) {
      const [p] = (await compPlayers(t, 1, { region: 'CN-N' })) as [MallPlayer];
      const r = await race(Array.from({ length: 20 }, (_, i) => () => call(p, 'POST', API.compCreateTeam, { name: names === 'same' ? `Solo ${p.uid.slice(-4)}` : `Solo ${p.uid.slice(-4)} ${i}`, contactKind: 'qq', contact: '123456789', agree: true })));
      expect(r.counts).toEqual({ ok: 1, compAlreadyInTeam: 19 });
      const teams = await t.store.db.selectFrom('comp_teams').select('id').where('leader_uid', '=', p.uid).execute();
      expect(teams).toHaveLength(1);
      const orphans = await t.store.db
        .selectFrom('comp_teams as c')
        .select('c.id')
        .where('c.tournament_id', '=', tid)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('comp_members as m').select('m.id').whereRef('m.team_id', '=', 'c.id'))))
        .execute();
      expect(orphans).toEqual([]);
      console.log(`[${kind}] 20 concurrent creations by one player (${names} names) → ${r.counts.ok} team, ${r.counts.compAlreadyInTeam} compAlreadyInTeam, 0 orphan team rows (${r.ms} ms)`);
    }
    await consistent();
  });

  it("a pair's team-ups under concurrency: the 2nd lands once, a 3rd never (and the CHECK alone refuses it)", async () => {
    const [a, b] = (await compPlayers(t, 2, { region: 'CN-N' })) as [MallPlayer, MallPlayer];
    const team = await create(a, 'Pair Team');
    expect((await join(b, team.inviteCode!)).code).toBe(0);
    expect((await call(b, 'POST', API.compLeaveTeam, {})).code).toBe(0);
    // B sends its join five times at once (a double tap, a retrying client): it lands once, the pair's 2nd time.
    const second = await race(Array.from({ length: 5 }, () => () => join(b, team.inviteCode!)));
    expect(second.counts.ok).toBe(1);
    expect(Object.keys(second.counts).filter((k) => k !== 'ok').every((k) => ['compOwnTeam', 'compTeamFull', 'compAlreadyInTeam', 'tooFrequent'].includes(k))).toBe(true);
    const times = async () => (await t.store.db.selectFrom('comp_pairs').select('times').where('tournament_id', '=', tid).executeTakeFirstOrThrow()).times;
    expect(await times()).toBe(2);
    expect((await call(b, 'POST', API.compLeaveTeam, {})).code).toBe(0);
    // A third time, three requests at once (B's budget: 10 joins a minute): all refused; the team stays open to others.
    const third = await race(Array.from({ length: 3 }, () => () => join(b, team.inviteCode!)));
    expect(third.counts).toEqual({ compPairLimit: 3 });
    expect(await times()).toBe(2);
    const [c] = (await compPlayers(t, 1, { region: 'CN-N' })) as [MallPlayer];
    expect((await join(c, team.inviteCode!)).code).toBe(0);
    // The database holds the limit by itself: a counter write that skips every check is refused by the CHECK.
    const [low, high] = [a.uid, b.uid].sort() as [string, string];
    const raw = await t.store.db
      .insertInto('comp_pairs')
      .values({ tournament_id: tid, uid_low: low, uid_high: high, times: 1, max_times: 2 })
      .onConflict((oc) => oc.columns(['tournament_id', 'uid_low', 'uid_high']).doUpdateSet({ times: sql`comp_pairs.times + 1` }))
      .execute()
      .then(() => 'written', (e: unknown) => dbErrorKey(e));
    expect(raw).toBe('compPairLimit');
    await consistent();
    console.log(`[${kind}] pair A+B: 5 concurrent re-joins → ${second.counts.ok} landed (times 2); a 3rd: ${third.counts.compPairLimit} × compPairLimit, times stays 2; a raw counter write → ${raw}`);
  });

  it('both members leave at once, and joins race a leave: counts always match the member rows', async () => {
    const [a, b, c, d] = (await compPlayers(t, 4, { region: 'CN-N' })) as [MallPlayer, MallPlayer, MallPlayer, MallPlayer];
    const team = await create(a, 'Leave Race');
    expect((await join(b, team.inviteCode!)).code).toBe(0);
    const both = await race([() => call(a, 'POST', API.compLeaveTeam, {}), () => call(b, 'POST', API.compLeaveTeam, {})]);
    // The team row is locked by the first: the second waits, finds itself the heir, alone, and disbands the team.
    expect(both.counts).toEqual({ ok: 2 });
    await consistent();
    const after = await t.store.db.selectFrom('comp_teams').select(['members', 'state']).where('id', '=', team.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ members: 0, state: 'disbanded' });

    const other = await create(c, 'Join Race');
    const mixed = await race([() => call(c, 'POST', API.compLeaveTeam, {}), () => join(d, other.inviteCode!)]);
    // Either order is fine (the join first, then the lead passes to D; or the team disbanded before D came).
    expect(mixed.counts.ok).toBeGreaterThanOrEqual(1);
    await consistent();
    console.log(`[${kind}] both members leaving at once → ${JSON.stringify(both.counts)}, team ${after.state} with ${after.members}; a leader's leave racing a join → ${JSON.stringify(mixed.counts)}`);
  });
});
