import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { Team } from '@mecha/shared/competition/api';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY, MINUTE } from '../../platform/clock.ts';
import { mallCaller, type MallPlayer } from '../mall/mall-test-kit.ts';
import { addTournament, compPlayers, onlyTestTournaments } from './competition-test-kit.ts';

type Env<T> = { status: number; code: number; data: T; msg: string };

// A team in a tournament other than the current one (the page shows it with ?t=): the calls on one's own team name
// the tournament and act on that team; without the name they act on the current tournament's (where there is none).
describe.each(DB_KINDS)('calls on a team of a named tournament (%s)', (kind) => {
  let t: TestApp;
  let other: string;
  let leader: MallPlayer;
  let partner: MallPlayer;
  let invitee: MallPlayer;
  const call = <T>(p: MallPlayer, method: 'GET' | 'POST', url: string, payload?: unknown) => mallCaller(t, p)<T>(method, url, payload) as Promise<Env<T>>;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    const db = t.store.db;
    await onlyTestTournaments(db);
    const now = t.clock.now().getTime();
    // The current one closes sign-up first; the other stays open longer and starts later.
    await addTournament(db, t.clock, { signupTo: new Date(now + 2 * DAY) });
    other = (
      await addTournament(db, t.clock, {
        signupTo: new Date(now + 4 * DAY),
        stages: [{ id: 'r1', startsAt: new Date(now + 10 * DAY), endsAt: new Date(now + 11 * DAY) }],
      })
    ).id;
    [leader, partner, invitee] = (await compPlayers(t, 3, { region: 'CN-E' })) as [MallPlayer, MallPlayer, MallPlayer];
  });
  afterAll(() => t.close());

  it('invites, changes the code, lists invitations and checks in on the named tournament’s team', async () => {
    const made = await call<Team>(leader, 'POST', API.compCreateTeam, { tournamentId: other, name: 'Far Cup', contactKind: 'qq', contact: '123456789', agree: true });
    expect(made.code).toBe(0);
    expect((await call(leader, 'POST', API.compInviteCode, { action: 'regenerate' })).code).toBe(ERRORS.compNotInTeam.code);
    const regen = await call<Team>(leader, 'POST', API.compInviteCode, { action: 'regenerate', tournamentId: other });
    expect(regen.code).toBe(0);
    expect(regen.data.inviteCode).not.toBe(made.data.inviteCode);
    expect((await call(leader, 'POST', API.compInvite, { uid: invitee.uid, tournamentId: other })).code).toBe(0);
    const sent = await call<{ sent: unknown[] }>(leader, 'GET', `${API.compInvites}?tournamentId=${other}`);
    expect(sent.data.sent).toHaveLength(1);
    expect((await call<{ sent: unknown[] }>(leader, 'GET', API.compInvites)).data.sent).toHaveLength(0);

    expect((await call(partner, 'POST', API.compJoinTeam, { inviteCode: regen.data.inviteCode, agree: true })).code).toBe(0);
    // Check-in of the named tournament's first round opens.
    await t.store.db.updateTable('comp_stages').set({ starts_at: new Date(t.clock.now().getTime() + 30 * MINUTE) }).where('tournament_id', '=', other).execute();
    expect((await call(partner, 'POST', API.compCheckIn, {})).code).toBe(ERRORS.compNotInTeam.code);
    const checked = await call<Team>(partner, 'POST', API.compCheckIn, { tournamentId: other });
    expect(checked.code).toBe(0);
    expect(checked.data.checkins.map((c) => c.stageId)).toEqual(['r1']);
  });
});
