import type { OpsTournament, OpsTournamentInput } from '@mecha/shared/competition/ops-api';
import { TEAM_STATES, type TeamState } from '@mecha/shared/competition/rules';
import type { Db } from '../../../db/client.ts';
import { unixSeconds, type Clock } from '../../../platform/clock.ts';
import { finished, registrationState, stageState } from '../tournament-clock.ts';
import { refuse } from './ops-kit.ts';
import { assertWholeTournament, type OpsCtx } from './ops-scope.ts';

const date = (s: number) => new Date(s * 1000);

// Operators and a tournament's definition: every tournament (hidden ones too) with its stages and counts, and a
// tournament with its stages saved as a whole.
export class CompTournamentsOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<OpsTournament[]> {
    const now = this.clock.now();
    const [ts, stages, teams, checkins, matches] = await Promise.all([
      this.db.selectFrom('comp_tournaments').selectAll().orderBy('signup_from', 'desc').orderBy('id').execute(),
      this.db.selectFrom('comp_stages').selectAll().orderBy('position').orderBy('starts_at').execute(),
      this.db.selectFrom('comp_teams').select((eb) => ['tournament_id', 'state', eb.fn.countAll<string>().as('n')]).groupBy(['tournament_id', 'state']).execute(),
      this.db.selectFrom('comp_checkins').select((eb) => ['tournament_id', 'stage_id', eb.fn.countAll<string>().as('n')]).groupBy(['tournament_id', 'stage_id']).execute(),
      this.db.selectFrom('comp_matches').select((eb) => ['tournament_id', 'stage_id', eb.fn.countAll<string>().as('n')]).groupBy(['tournament_id', 'stage_id']).execute(),
    ]);
    const champions = await this.champions(ts.map((t) => t.id));
    return ts.map((t) => {
      const own = stages.filter((s) => s.tournament_id === t.id);
      const count = <R extends { tournament_id: string; stage_id: string; n: string }>(rows: R[], stage: string) =>
        Number(rows.find((r) => r.tournament_id === t.id && r.stage_id === stage)?.n ?? 0);
      return {
        id: t.id, titles: t.titles, visible: t.visible, signupFrom: unixSeconds(t.signup_from), signupTo: unixSeconds(t.signup_to),
        rules: t.rules, rewards: t.rewards as OpsTournament['rewards'], banner: t.banner,
        registration: registrationState(t, now), finished: finished(own, now), minScore: t.min_score, pairLimit: t.pair_limit, checkinMinutes: t.checkin_minutes,
        stages: own.map((s) => ({
          id: s.id, kind: s.kind, names: s.names, startsAt: unixSeconds(s.starts_at), endsAt: unixSeconds(s.ends_at), position: s.position,
          state: stageState(s, t.checkin_minutes, now), checkins: count(checkins, s.id), matches: count(matches, s.id),
        })),
        teams: Object.fromEntries(TEAM_STATES.map((st) => [st, Number(teams.find((r) => r.tournament_id === t.id && r.state === st)?.n ?? 0)])) as Record<TeamState, number>,
        champion: champions.get(t.id) ?? null,
      };
    });
  }

  /** The winner of each tournament's last stage's last match (as the players' page shows it). */
  private async champions(ids: string[]): Promise<Map<string, { id: string; name: string }>> {
    const out = new Map<string, { id: string; name: string }>();
    for (const id of ids) {
      const row = await this.db
        .selectFrom('comp_matches as m')
        .innerJoin('comp_stages as s', (j) => j.onRef('s.tournament_id', '=', 'm.tournament_id').onRef('s.id', '=', 'm.stage_id'))
        .innerJoin('comp_teams as w', 'w.id', 'm.winner')
        .select(['w.id', 'w.name'])
        .where('m.tournament_id', '=', id)
        .orderBy('s.position', 'desc')
        .orderBy('s.starts_at', 'desc')
        .orderBy('m.round', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (row) out.set(id, row);
    }
    return out;
  }

  /**
   * Creates a tournament with its stages, or replaces one's definition. The schema holds the order of the windows;
   * a stage left out is deleted unless teams checked in for it or it has matches (then refused: results and
   * check-ins rest on it). The tournament row is locked for the save, so two saves do not interleave.
   */
  async save(input: OpsTournamentInput, ctx: OpsCtx): Promise<{ id: string; created: boolean; stages: string[] }> {
    const now = this.clock.now();
    assertWholeTournament(ctx.operator);
    return this.db.transaction().execute(async (trx) => {
      const values = {
        titles: JSON.stringify(input.titles), rules: JSON.stringify(input.rules),
        rewards: JSON.stringify(input.rewards), banner: input.banner,
        signup_from: date(input.signupFrom), signup_to: date(input.signupTo), min_score: input.minScore, pair_limit: input.pairLimit,
        checkin_minutes: input.checkinMinutes, visible: input.visible,
      };
      const old = await trx.selectFrom('comp_tournaments').select(['id', 'signup_from', 'signup_to', 'checkin_minutes', 'visible']).where('id', '=', input.id).forUpdate().executeTakeFirst();
      const oldStages = old ? await trx.selectFrom('comp_stages').select(['id', 'kind', 'starts_at', 'ends_at']).where('tournament_id', '=', input.id).orderBy('position').execute() : [];
      if (old) await trx.updateTable('comp_tournaments').set(values).where('id', '=', input.id).execute();
      else await trx.insertInto('comp_tournaments').values({ id: input.id, ...values, created_at: now }).execute();

      const keep = input.stages.map((s) => s.id);
      const gone = await trx.selectFrom('comp_stages').select('id').where('tournament_id', '=', input.id).where('id', 'not in', keep).execute();
      for (const g of gone) {
        const used =
          (await trx.selectFrom('comp_checkins').select('team_id').where('tournament_id', '=', input.id).where('stage_id', '=', g.id).limit(1).executeTakeFirst()) ??
          (await trx.selectFrom('comp_matches').select('id').where('tournament_id', '=', input.id).where('stage_id', '=', g.id).limit(1).executeTakeFirst());
        if (used) refuse('stages', `stage ${g.id} has check-ins or matches: it cannot be left out`);
      }
      if (gone.length) {
        await trx.deleteFrom('comp_stage_notices').where('tournament_id', '=', input.id).where('stage_id', 'in', gone.map((g) => g.id)).execute();
        await trx.deleteFrom('comp_stages').where('tournament_id', '=', input.id).where('id', 'in', gone.map((g) => g.id)).execute();
      }
      for (const [i, s] of input.stages.entries()) {
        const stage = { kind: s.kind, names: JSON.stringify(s.names), starts_at: date(s.startsAt), ends_at: date(s.endsAt), position: s.position ?? i };
        await trx
          .insertInto('comp_stages')
          .values({ tournament_id: input.id, id: s.id, ...stage })
          .onConflict((oc) => oc.columns(['tournament_id', 'id']).doUpdateSet(stage))
          .execute();
      }
      const schedule = (t: { signupFrom: number; signupTo: number; checkinMinutes: number; visible: boolean }, st: { id: string; kind: string; startsAt: number; endsAt: number }[]) => ({
        signup: [t.signupFrom, t.signupTo], checkinMinutes: t.checkinMinutes, visible: t.visible, stages: st.map((x) => `${x.id} ${x.kind} ${x.startsAt}-${x.endsAt}`),
      });
      await ctx.audit(trx, {
        action: old ? 'competition.tournament.save' : 'competition.tournament.create', target: `tournament:${input.id}`, edition: null,
        before: old ? schedule(
          { signupFrom: unixSeconds(old.signup_from), signupTo: unixSeconds(old.signup_to), checkinMinutes: old.checkin_minutes, visible: old.visible },
          oldStages.map((x) => ({ id: x.id, kind: x.kind, startsAt: unixSeconds(x.starts_at), endsAt: unixSeconds(x.ends_at) })),
        ) : null,
        after: schedule(input, input.stages),
      });
      return { id: input.id, created: !old, stages: keep };
    });
  }
}
