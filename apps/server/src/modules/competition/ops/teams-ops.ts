import type { OpsTeam, OpsTeamDetail, OpsTeamsData, OpsTeamsQuery } from '@mecha/shared/competition/ops-api';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/errors.ts';
import type { OperatorContext } from '../../../platform/operator-context.ts';
import { readHistory, writeHistory } from '../history.ts';
import { joinInTx } from '../join.ts';
import { leaveInTx } from '../leave.ts';
import { notify } from '../notify.ts';
import { lockMatches, saveMatches, settle, type MatchRow } from './bracket-ops.ts';
import { refuse, tournamentById, type Conn, type Tx } from './ops-kit.ts';
import { assertTeamScope, scopeRegions, type OpsCtx } from './ops-scope.ts';
import { describeTeam, teamsPage } from './teams-list.ts';

/** What the audit row keeps of a team before and after a change (no contact). */
const snapshot = (t: OpsTeam) => ({ state: t.state, members: t.members.map((m) => `${m.role}:${m.uid}`), disqualifiedReason: t.disqualifiedReason });

// Operators and the rosters: add or remove a role past the sign-up window and the lock (the teaming rules still
// hold: the one join and one leave path), hand the lead over, disqualify. Each change writes its history line
// with the operator's name and reason, and the audit row, in its own transaction; each is refused to an operator
// not scoped to the team's edition (decision 0051).
export class CompTeamsOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(q: OpsTeamsQuery, operator: OperatorContext | null): Promise<OpsTeamsData> {
    await tournamentById(this.db, q.tournamentId);
    return teamsPage(this.db, q, operator ? scopeRegions(operator.editions) : []);
  }

  /** A team and its whole history (refused to an operator of another edition). */
  async detail(teamId: string, operator: OperatorContext | null): Promise<OpsTeamDetail> {
    const team = await describeTeam(this.db, teamId);
    if (!team) return fail('compTeamNotFound');
    assertTeamScope(operator, team.region);
    return { team, history: await readHistory(this.db, teamId) };
  }

  private async team(conn: Conn, teamId: string): Promise<OpsTeam> {
    return (await describeTeam(conn, teamId)) ?? fail('compTeamNotFound');
  }

  /** The team before the change, in scope for the operator; its tournament and stages. */
  private async scoped(trx: Tx, teamId: string, ctx: OpsCtx) {
    const before = await this.team(trx, teamId);
    const edition = assertTeamScope(ctx.operator, before.region);
    const row = await trx.selectFrom('comp_teams').select('tournament_id').where('id', '=', teamId).executeTakeFirstOrThrow();
    return { before, edition, ...(await tournamentById(trx, row.tournament_id)) };
  }

  private async audited(trx: Tx, ctx: OpsCtx, action: string, s: { before: OpsTeam; edition: string | null }, reason: string): Promise<OpsTeam> {
    const after = await this.team(trx, s.before.id);
    await ctx.audit(trx, { action, target: `team:${s.before.id}`, edition: s.edition, before: snapshot(s.before), after: snapshot(after), reason });
    return after;
  }

  /** joinInTx without the window, lock and score checks: the one-team index, size, side, region and pair rules hold. */
  async add(a: { teamId: string; uid: string; reason: string }, actor: string, ctx: OpsCtx): Promise<OpsTeam> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const s = await this.scoped(trx, a.teamId, ctx);
      const { t, stages } = s;
      const bound = await trx.selectFrom('account_roles').select('yfy_uid').where('uid', '=', a.uid).executeTakeFirst();
      await joinInTx(trx, {
        tournament: t, stages, teamId: a.teamId, uid: a.uid, yfyUid: bound?.yfy_uid ?? null, now,
        action: 'addedByOperator', actorKind: 'operator', actor, checkWindow: false, checkEligibility: false,
      });
      // joinInTx writes the line without a note: the operator's reason goes on that very line.
      await trx
        .updateTable('comp_history')
        .set({ note: a.reason })
        .where('id', '=', (eb) =>
          eb.selectFrom('comp_history').select((x) => x.fn.max('id').as('id')).where('team_id', '=', a.teamId).where('action', '=', 'addedByOperator').where('subject_uid', '=', a.uid),
        )
        .execute();
      return this.audited(trx, ctx, 'competition.roster.add', s, a.reason);
    });
  }

  /** leaveInTx as an operator: past the lock, a disqualified team's member too; the leader's going hands the lead on. */
  async remove(a: { teamId: string; uid: string; reason: string }, actor: string, ctx: OpsCtx): Promise<OpsTeam> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const s = await this.scoped(trx, a.teamId, ctx);
      await leaveInTx(trx, { tournament: s.t, stages: s.stages, teamId: a.teamId, uid: a.uid, now, how: 'operator', actorKind: 'operator', actor, note: a.reason, checkLock: false });
      return this.audited(trx, ctx, 'competition.roster.remove', s, a.reason);
    });
  }

  /**
   * The member becomes the leader: the two member rows swap roles (the leader demoted first, so the one-leader
   * index never sees two), the team's leader_uid follows, both members are told.
   */
  async transfer(a: { teamId: string; uid: string; reason: string }, actor: string, ctx: OpsCtx): Promise<OpsTeam> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const team = await trx.selectFrom('comp_teams').selectAll().where('id', '=', a.teamId).forUpdate().executeTakeFirst();
      if (!team || team.state === 'disbanded') return fail('compTeamNotFound');
      const s = { before: await this.team(trx, team.id), edition: assertTeamScope(ctx.operator, team.region) };
      if (team.state === 'disqualified') fail('compDisqualified');
      const members = await trx.selectFrom('comp_members').select(['uid', 'yfy_uid', 'role']).where('team_id', '=', team.id).where('left_at', 'is', null).execute();
      const heir = members.find((m) => m.uid === a.uid);
      if (!heir) return fail('compNotMember');
      if (heir.role === 'leader') refuse('uid', `${a.uid} already leads the team`);
      const demoted = await trx
        .updateTable('comp_members')
        .set({ role: 'member' })
        .where('team_id', '=', team.id)
        .where('left_at', 'is', null)
        .where('role', '=', 'leader')
        .returning('uid')
        .execute();
      const promoted = await trx
        .updateTable('comp_members')
        .set({ role: 'leader' })
        .where('team_id', '=', team.id)
        .where('uid', '=', a.uid)
        .where('left_at', 'is', null)
        .where('role', '=', 'member')
        .executeTakeFirst();
      if (demoted.length !== 1 || Number(promoted.numUpdatedRows) !== 1) fail('systemBusy');
      await trx.updateTable('comp_teams').set({ leader_uid: a.uid, updated_at: now }).where('id', '=', team.id).where('state', 'in', ['forming', 'full']).execute();
      await writeHistory(trx, { tournamentId: team.tournament_id, teamId: team.id, action: 'leaderChanged', actorKind: 'operator', actor, subjectUid: a.uid, note: a.reason, at: now });
      const nick = await trx.selectFrom('game_roles').select('nickname').where('uid', '=', a.uid).executeTakeFirst();
      await notify(trx, members.map((m) => m.yfy_uid), 'leaderTransferred', { team: team.name, who: nick?.nickname ?? a.uid, reason: a.reason }, now);
      return this.audited(trx, ctx, 'competition.roster.transfer', s, a.reason);
    });
  }

  /**
   * The team is out: state disqualified with the reason (one conditional update: only a standing team), its code
   * void, pending invitations cancelled, each of its undecided matches a walkover for the opponent (carried on to
   * the next round), the history line and the members told.
   */
  async disqualify(a: { teamId: string; reason: string }, actor: string, ctx: OpsCtx): Promise<{ team: OpsTeam; walkovers: number[] }> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const team = await trx.selectFrom('comp_teams').select(['id', 'tournament_id', 'state', 'name', 'region']).where('id', '=', a.teamId).executeTakeFirst();
      if (!team || team.state === 'disbanded') return fail('compTeamNotFound');
      const s = { before: await this.team(trx, team.id), edition: assertTeamScope(ctx.operator, team.region) };
      // Matches first, in the order every bracket call locks them; then the team.
      const rows = await lockMatches(trx, team.tournament_id);
      const out = await trx
        .updateTable('comp_teams')
        .set({ state: 'disqualified', disqualified_reason: a.reason, invite_code: null, updated_at: now })
        .where('id', '=', team.id)
        .where('state', 'in', ['forming', 'full'])
        .executeTakeFirst();
      if (Number(out.numUpdatedRows) !== 1) fail('compDisqualified');
      await trx.updateTable('comp_invites').set({ state: 'cancelled', answered_at: now }).where('team_id', '=', team.id).where('state', '=', 'pending').execute();

      const dq = await trx.selectFrom('comp_teams').select('id').where('tournament_id', '=', team.tournament_id).where('state', '=', 'disqualified').execute();
      const before = new Map(rows.map((m) => [m.id, m.state]));
      const changed = new Set<MatchRow>();
      for (const m of rows) if (m.state === 'scheduled' && (m.team_a === team.id || m.team_b === team.id)) settle(rows, m, new Set(dq.map((d) => d.id)), changed);
      await saveMatches(trx, changed, before);
      const walkovers = [...changed].filter((m) => m.state === 'walkover' && before.get(m.id) === 'scheduled').map((m) => m.id).sort((x, y) => x - y);

      await writeHistory(trx, { tournamentId: team.tournament_id, teamId: team.id, action: 'disqualified', actorKind: 'operator', actor, subjectUid: null, note: a.reason, at: now });
      const members = await trx.selectFrom('comp_members').select('yfy_uid').where('team_id', '=', team.id).where('left_at', 'is', null).execute();
      await notify(trx, members.map((m) => m.yfy_uid), 'disqualified', { team: team.name, reason: a.reason }, now);
      return { team: await this.audited(trx, ctx, 'competition.team.disqualify', s, a.reason), walkovers };
    });
  }
}
