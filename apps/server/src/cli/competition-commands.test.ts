import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_OPERATOR_TOKEN } from '../config.ts';
import { compPlayers, setBest2v2 } from '../modules/competition/competition-test-kit.ts';
import { formTeam } from '../modules/competition/ops/comp-ops-kit.ts';
import { SAC_2025, SIM_OPEN_ID } from '../modules/competition/seed.ts';
import { makeTestApp, type TestApp } from '../../test/test-app.ts';
import { competitionCommand, competitionRequest } from './competition-commands.ts';

const dir = mkdtempSync(join(tmpdir(), 'competition-cli-'));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const P = '/api/ops/competition';

describe('ops competition command arguments', () => {
  it('maps each verb to its operator call', () => {
    expect(competitionRequest(['list'])).toEqual({ path: `${P}/tournaments` });
    expect(competitionRequest(['upsert', file('t.json', '{"id":"spring"}')])).toEqual({ path: `${P}/tournaments/save`, body: { id: 'spring' } });
    expect(competitionRequest(['teams', 'sac-2025'])).toEqual({ path: `${P}/teams?tournamentId=sac-2025&state=all` });
    expect(competitionRequest(['teams', 'sac-2025', 'disqualified'])).toEqual({ path: `${P}/teams?tournamentId=sac-2025&state=disqualified` });
    expect(competitionRequest(['teams', 'sac-2025', 'all', '3'])).toEqual({ path: `${P}/teams?tournamentId=sac-2025&state=all&page=3` });
    expect(competitionRequest(['team', 'T1abcdef'])).toEqual({ path: `${P}/teams/detail?teamId=T1abcdef` });
    expect(competitionRequest(['contact', 'T1abcdef'])).toEqual({ path: '/api/ops/console/players/reveal', body: { kind: 'comp-team', id: 'T1abcdef' } });
    expect(competitionRequest(['add', 'T1abcdef', '10001001', 'support', '#7'])).toEqual({ path: `${P}/roster/add`, body: { teamId: 'T1abcdef', uid: '10001001', reason: 'support #7' } });
    expect(competitionRequest(['remove', 'T1abcdef', '10001001', 'no-show'])).toEqual({ path: `${P}/roster/remove`, body: { teamId: 'T1abcdef', uid: '10001001', reason: 'no-show' } });
    expect(competitionRequest(['transfer', 'T1abcdef', '10001001', 'asked'])!.path).toBe(`${P}/roster/transfer`);
    expect(competitionRequest(['disqualify', 'T1abcdef', 'smurf', 'account'])).toEqual({ path: `${P}/teams/disqualify`, body: { teamId: 'T1abcdef', reason: 'smurf account' } });
    expect(competitionRequest(['matches', 'sac-2025'])).toEqual({ path: `${P}/matches?tournamentId=sac-2025` });
    expect(competitionRequest(['matches', 'sac-2025', 'final'])).toEqual({ path: `${P}/matches?tournamentId=sac-2025&stageId=final` });
    expect(competitionRequest(['seed', 'sac-2025', 'online-1'])).toEqual({ path: `${P}/bracket/seed`, body: { tournamentId: 'sac-2025', stageId: 'online-1', dryRun: false } });
    expect(competitionRequest(['seed', 'sac-2025', 'online-1', '--dry-run', '--advance', '8'])!.body).toEqual({ tournamentId: 'sac-2025', stageId: 'online-1', dryRun: true, advance: 8 });
    expect(competitionRequest(['result', '42', '2', '1'])).toEqual({ path: `${P}/bracket/result`, body: { matchId: 42, scoreA: 2, scoreB: 1 } });
  });

  it('answers null for what is not a command, and passes bad numbers on as NaN for the server to refuse', () => {
    for (const args of [
      [], ['nope'], ['list', 'x'], ['upsert'], ['teams'], ['teams', 'x', 'lost'], ['teams', 'x', 'all', '1', '2'], ['team'], ['team', 'a', 'b'], ['contact'], ['add', 'T', '1'], ['remove', 'T'], ['disqualify', 'T'],
      ['matches'], ['seed', 'x'], ['seed', 'x', 'y', '--fast'], ['result', '1', '2'], ['result', '1', '2', '3', '4'],
    ]) expect(competitionRequest(args), args.join(' ')).toBeNull();
    expect(competitionRequest(['result', 'x', '2', '-1'])!.body).toEqual({ matchId: Number.NaN, scoreA: 2, scoreB: Number.NaN });
    expect(competitionRequest(['seed', 'a', 'b', '--advance', 'many'])!.body).toMatchObject({ advance: Number.NaN });
    expect(competitionRequest(['teams', 'a&state=full'])!.path).toBe(`${P}/teams?tournamentId=a%26state%3Dfull&state=all`);
  });
});

describe('ops competition commands against the API (the seeded site)', () => {
  let t: TestApp;
  const printed: string[] = [];
  beforeAll(async () => {
    t = await makeTestApp('pglite', { seedContent: true });
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void printed.push(a.join(' ')));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });
  /** The CLI's `call` (cli/ops.ts) over inject, as the operator "cli-op". */
  const call = async (path: string, body?: unknown) => {
    const res = await t.app.inject({
      method: body === undefined ? 'GET' : 'POST', url: path,
      headers: { authorization: `Operator ${DEV_OPERATOR_TOKEN}`, 'x-operator': 'cli-op', 'accept-language': 'en' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const out = res.json() as { code: number; data: unknown; msg: string };
    if (out.code !== 0) throw new Error(`${path}: ${out.msg} (${out.code})`);
    return out.data;
  };
  const run = async (...args: string[]) => {
    printed.length = 0;
    expect(await competitionCommand(call, args)).toBe(true);
    return printed.join('\n');
  };

  it('lists the seeded tournaments, teams, rosters, a seed dry run, results', async () => {
    const list = await run('list');
    expect(list).toMatch(new RegExp(`${SAC_2025}\\tSAC 2025 Mecha Duel 2v2 Championship\\tsign-up ended`));
    expect(list).toMatch(new RegExp(`${SIM_OPEN_ID}\\t.*sign-up open`));
    expect(list).toMatch(/final\tfinal\tdone\t2025-12-27T11:00Z → 2025-12-27T14:00Z/);

    const [a, b, c, d] = await compPlayers(t, 4, { region: 'CN-N' });
    for (const [i, p] of [a!, b!, c!, d!].entries()) await setBest2v2(t.store.db, p.uid, 8100 + i);
    const one = await formTeam(t, a!, b!, 'Alpha', SIM_OPEN_ID);
    const two = await formTeam(t, c!, undefined, 'Bravo', SIM_OPEN_ID);
    const teams = await run('teams', SIM_OPEN_ID);
    expect(teams).toContain(`${one.id}\tfull\tAlpha\tCN-N`);
    expect(teams).toContain('contact: qq');
    expect(teams).not.toContain('123456789');
    expect(teams).toMatch(/2 of 2 team\(s\), page 1$/);
    // The contact itself is a reveal, written to the audit log.
    expect(await run('contact', one.id)).toBe('qq 123456789');
    expect(await t.store.db.selectFrom('ops_audit_log').select('target').where('action', '=', 'console.reveal').where('target', '=', `comp-team:${one.id}`).execute()).toHaveLength(1);
    expect(await run('add', two.id, d!.uid, 'support', '#9')).toMatch(new RegExp(`${two.id}\\tfull\\tBravo`));
    const line = await t.store.db.selectFrom('comp_history').select(['actor', 'note']).where('team_id', '=', two.id).where('action', '=', 'addedByOperator').executeTakeFirstOrThrow();
    expect(line).toEqual({ actor: 'cli-op', note: 'support #9' });
    expect(await run('transfer', two.id, d!.uid, 'asked')).toMatch(/\*.*\(/);
    expect(await run('team', two.id)).toMatch(/leaderChanged\toperator:cli-op\t.*\tasked/);
    await expect(competitionCommand(call, ['add', two.id, a!.uid, 'x'])).rejects.toThrow(/7303|7305/);

    for (const team of [one, two]) {
      const leader = await t.store.db.selectFrom('comp_teams').select('leader_uid').where('id', '=', team.id).executeTakeFirstOrThrow();
      await t.store.db.insertInto('comp_checkins').values({ tournament_id: SIM_OPEN_ID, stage_id: 'online-1', team_id: team.id, by_uid: leader.leader_uid, at: t.clock.now() }).execute();
    }
    expect(await run('seed', SIM_OPEN_ID, 'online-1', '--dry-run')).toMatch(/dry run, nothing written: 2 team\(s\), 1 round\(s\), 1 match\(es\)/);
    expect(await run('matches', SIM_OPEN_ID)).toBe('0 match(es)');
    expect(await run('seed', SIM_OPEN_ID, 'online-1')).toMatch(/^seed 1\tBravo\t16205\nseed 2\tAlpha\t16201\n#\d+\tonline-1 r1.0\tBravo v Alpha\tscheduled/);
    const id = /#(\d+)\tonline-1/.exec(await run('matches', SIM_OPEN_ID, 'online-1'))![1]!;
    expect(await run('result', id, '1', '2')).toBe(`#${id}\tonline-1 r1.0\tBravo v Alpha 1:2\tdone → Alpha`);
    expect(await run('disqualify', one.id, 'cheating')).toMatch(/disqualified\tAlpha[\s\S]*no match to settle/);
  });
});
