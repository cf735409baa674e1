import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { TournamentData } from '@mecha/shared/competition/api';
import type { OpsTournament } from '@mecha/shared/competition/ops-api';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { mallCaller } from '../../mall/mall-test-kit.ts';
import { onlyTestTournaments } from '../competition-test-kit.ts';
import { compOp } from './comp-ops-kit.ts';

const P = '/api/ops/competition';
const H = 3600;

// Operators and a tournament's definition: created and replaced whole (stages included), windows checked, a stage
// with check-ins or matches kept; the list shows hidden tournaments and counts.
describe.each(DB_KINDS)('tournament operators: tournaments (%s)', (kind) => {
  let t: TestApp;
  let now: number;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    await onlyTestTournaments(t.store.db);
    now = Math.floor(t.clock.now().getTime() / 1000);
  });
  afterAll(() => t.close());
  const save = (over: Record<string, unknown> = {}) => compOp(t)<{ id: string; created: boolean; stages: string[] }>('POST', `${P}/tournaments/save`, { ...input(), ...over });
  const list = async () => (await compOp(t)<{ list: OpsTournament[] }>('GET', `${P}/tournaments`)).data.list;
  function input() {
    return {
      id: 'spring-cup', titles: { en: 'Spring cup', 'zh-CN': '春季杯' }, rules: { en: 'Rules' },
      rewards: [{ place: { en: '1st' }, text: { en: 'A trophy' } }],
      signupFrom: now - H, signupTo: now + 48 * H,
      stages: [
        { id: 'online-1', kind: 'online', names: { en: 'Online 1' }, startsAt: now + 72 * H, endsAt: now + 96 * H },
        { id: 'online-2', kind: 'online', names: { en: 'Online 2' }, startsAt: now + 96 * H, endsAt: now + 120 * H },
        { id: 'final', kind: 'final', names: { en: 'Final' }, startsAt: now + 200 * H, endsAt: now + 203 * H },
      ],
    };
  }

  it('creates a tournament with its stages, the defaults of the rules filled in; players see it', async () => {
    expect((await save()).data).toEqual({ id: 'spring-cup', created: true, stages: ['online-1', 'online-2', 'final'] });
    const [row] = await list();
    expect(row).toMatchObject({
      id: 'spring-cup', visible: true, registration: 'open', finished: false, minScore: 8000, pairLimit: 2, checkinMinutes: 60,
      teams: { forming: 0, full: 0, disqualified: 0, disbanded: 0 }, champion: null,
    });
    expect(row!.stages.map((s) => [s.id, s.kind, s.position, s.state, s.matches])).toEqual([
      ['online-1', 'online', 0, 'upcoming', 0], ['online-2', 'online', 1, 'upcoming', 0], ['final', 'final', 2, 'upcoming', 0],
    ]);
    const page = await mallCaller(t, null, 'zh-CN')<TournamentData>('GET', API.compTournament);
    expect(page.data.tournament).toMatchObject({ id: 'spring-cup', title: '春季杯', registration: 'open' });
  });

  it('refuses windows out of order, stages inside sign-up, overlapping stages of a kind, repeated ids; nothing changes', async () => {
    const before = await list();
    const stages = input().stages;
    const bad: Record<string, unknown>[] = [
      { signupTo: now - 2 * H },
      { stages: [{ ...stages[0], endsAt: now + 70 * H }] },
      { stages: [{ ...stages[0], startsAt: now + 40 * H }] },
      // Check-in (60 minutes before) would open while sign-up is still open.
      { stages: [{ ...stages[0], startsAt: now + 48 * H + 1800 }] },
      { stages: [stages[0], { ...stages[1], startsAt: now + 90 * H }] },
      { stages: [stages[0], { ...stages[1], id: 'online-1' }] },
      { stages: [] },
      { stages: [{ ...stages[0], kind: 'group' }] },
      { titles: {} },
      { titles: { fr: 'Coupe' } },
      { minScore: -1 },
      { pairLimit: 11 },
      { id: 'Spring Cup' },
      { banner: 'javascript:alert(1)' },
      { extra: true },
      { titles: { en: 'a\u0000b' } },
      { stages: [{ ...stages[0], names: { en: 'x\u0000' } }] },
    ];
    for (const b of bad) {
      const r = await save(b);
      expect([r.code === 0, r.status < 500], JSON.stringify(b)).toEqual([false, true]);
    }
    expect((await save({ signupTo: now - 2 * H })).code).toBe(ERRORS.paramError.code);
    expect(await list()).toEqual(before);
  });

  it('replaces the definition; a stage left out is deleted unless teams checked in for it', async () => {
    const stages = input().stages;
    const r = await save({ titles: { en: 'Spring cup 2' }, stages: [stages[0], stages[2]], visible: false, minScore: 7000 });
    expect(r.data).toEqual({ id: 'spring-cup', created: false, stages: ['online-1', 'final'] });
    const [row] = await list();
    expect(row).toMatchObject({ titles: { en: 'Spring cup 2' }, visible: false, minScore: 7000 });
    expect(row!.stages.map((s) => [s.id, s.position])).toEqual([['online-1', 0], ['final', 1]]);
    // Hidden: players no longer see it; operators do.
    const hidden = await mallCaller(t, null)<TournamentData>('GET', API.compTournament);
    expect(hidden.code === 0 ? hidden.data.tournament : null).toBeNull();

    await t.store.db.insertInto('comp_matches').values({ tournament_id: 'spring-cup', stage_id: 'final', round: 1, slot: 0, team_a: null, team_b: null, score_a: null, score_b: null, winner: null, starts_at: new Date() }).execute();
    const refused = await save({ stages: [stages[0]] });
    expect(refused.code).toBe(ERRORS.paramError.code);
    expect(JSON.stringify(refused.data)).toContain('stage final has check-ins or matches');
    expect((await list())[0]!.stages.map((s) => s.id)).toEqual(['online-1', 'final']);
  });
});
