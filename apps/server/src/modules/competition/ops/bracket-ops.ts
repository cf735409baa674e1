import { ADVANCE_BY_KIND, type OpsMatch, type OpsSeedData } from '@mecha/shared/competition/ops-api';
import { STAGE_KINDS } from '@mecha/shared/competition/rules';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { CompMatchesTable } from '../../../db/tables/competition.ts';
import { unixSeconds, type Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/errors.ts';
import type { StageRow } from '../tournament-clock.ts';
import { nextSlot, planBracket, roundsFor } from './bracket.ts';
import { bestScores, refuse, tournamentById, type Conn, type Tx } from './ops-kit.ts';
import { assertTeamScope, assertWholeTournament, type OpsCtx } from './ops-scope.ts';

export type MatchRow = Selectable<CompMatchesTable>;

/** A match as operators see it (team names joined). */
export function opsMatchOf(m: Omit<MatchRow, 'id' | 'tournament_id'> & { id: number | null }, names: Map<string, string>): OpsMatch {
  const name = (id: string | null) => (id === null ? null : (names.get(id) ?? id));
  return {
    id: m.id, stageId: m.stage_id, round: m.round, slot: m.slot, teamA: m.team_a, teamB: m.team_b, nameA: name(m.team_a), nameB: name(m.team_b),
    scoreA: m.score_a, scoreB: m.score_b, winner: m.winner, state: m.state, startsAt: unixSeconds(m.starts_at),
  };
}

async function teamNames(db: Conn, ids: (string | null)[]): Promise<Map<string, string>> {
  const list = [...new Set(ids.filter((i): i is string => i !== null))];
  if (!list.length) return new Map();
  const rows = await db.selectFrom('comp_teams').select(['id', 'name']).where('id', 'in', list).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The stages whose winners enter `stage`: none for an online stage; else every stage of the nearest earlier kind. */
export function feederStages(stage: StageRow, stages: StageRow[]): StageRow[] {
  const k = STAGE_KINDS.indexOf(stage.kind);
  for (let i = k - 1; k > 0 && i >= 0; i--) {
    const before = stages.filter((s) => s.kind === STAGE_KINDS[i] && s.starts_at < stage.starts_at);
    if (before.length) return before;
  }
  return [];
}

/**
 * Matches settled by themselves once a side is known: a disqualified team loses by walkover (both disqualified:
 * nobody goes on), a side whose feeder match sent nobody leaves the other a walkover. Works on the stage's rows in
 * memory (locked by the caller) and answers the rows it changed; a settled match's winner goes on to the next.
 */
export function settle(rows: MatchRow[], start: MatchRow, disqualified: Set<string>, changed: Set<MatchRow>): void {
  let m: MatchRow | undefined = start;
  while (m && m.state === 'scheduled') {
    const cur: MatchRow = m;
    const feederEmpty = (side: 0 | 1) => {
      if (cur.round === 1) return true; // a bye
      const f = rows.find((r) => r.stage_id === cur.stage_id && r.round === cur.round - 1 && r.slot === cur.slot * 2 + side);
      return f !== undefined && f.state !== 'scheduled' && f.winner === null;
    };
    const a = cur.team_a;
    const b = cur.team_b;
    const live = (t: string | null) => (t !== null && !disqualified.has(t) ? t : null);
    let decided = false;
    let winner: string | null = null;
    if (a !== null && b !== null) {
      if (disqualified.has(a) || disqualified.has(b)) [decided, winner] = [true, live(a) ?? live(b)];
    } else if (a !== null && feederEmpty(1)) [decided, winner] = [true, live(a)];
    else if (b !== null && feederEmpty(0)) [decided, winner] = [true, live(b)];
    else if (a === null && b === null && feederEmpty(0) && feederEmpty(1)) decided = true;
    if (!decided) return;
    cur.state = 'walkover';
    cur.winner = winner;
    changed.add(cur);
    m = advance(rows, cur, changed);
  }
}

/** Writes a decided match's winner (or nobody) into the next round's match; that match, or undefined after the last round. */
export function advance(rows: MatchRow[], m: MatchRow, changed: Set<MatchRow>): MatchRow | undefined {
  const to = nextSlot(m.slot);
  const next = rows.find((r) => r.stage_id === m.stage_id && r.round === m.round + 1 && r.slot === to.slot);
  if (!next) return undefined;
  if (to.side === 'a') next.team_a = m.winner;
  else next.team_b = m.winner;
  changed.add(next);
  return next;
}

/** Saves the rows changed in memory; each update names the state it expects, so a row moved by another is not overwritten. */
export async function saveMatches(trx: Tx, changed: Set<MatchRow>, before: Map<number, MatchRow['state']>): Promise<void> {
  for (const m of changed) {
    const r = await trx
      .updateTable('comp_matches')
      .set({ team_a: m.team_a, team_b: m.team_b, score_a: m.score_a, score_b: m.score_b, winner: m.winner, state: m.state })
      .where('id', '=', m.id)
      .where('state', '=', before.get(m.id) ?? m.state)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) fail('systemBusy');
  }
}

/** Every match of a tournament, locked for the transaction (in id order, so two operators' calls queue, never deadlock). */
export async function lockMatches(trx: Tx, tournamentId: string): Promise<MatchRow[]> {
  return trx.selectFrom('comp_matches').selectAll().where('tournament_id', '=', tournamentId).orderBy('id').forUpdate().execute();
}

// Operators and the brackets: a stage seeded from its checked-in teams (single elimination, standard seeding),
// results entered match by match, the winner carried to the next round in the same transaction.
export class CompBracketOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async matches(tournamentId: string, stageId?: string): Promise<OpsMatch[]> {
    await tournamentById(this.db, tournamentId);
    let q = this.db.selectFrom('comp_matches').selectAll().where('tournament_id', '=', tournamentId);
    if (stageId !== undefined) q = q.where('stage_id', '=', stageId);
    const rows = await q.orderBy('stage_id').orderBy('round').orderBy('slot').execute();
    const names = await teamNames(this.db, rows.flatMap((r) => [r.team_a, r.team_b]));
    return rows.map((r) => opsMatchOf(r, names));
  }

  /**
   * Seeds a stage. Entrants: the full, not disqualified teams checked in for it; for a knockout or final stage
   * only those that won the last round of an earlier stage of the kind before (every one of those stages must be
   * decided). Ordered by the sum of the members' best 2v2 scores (then sign-up order). The stage's row is locked
   * and its matches must not exist yet (compBracketSeeded; the unique slot key holds it too). A dry run answers
   * the same and writes nothing.
   */
  async seed(a: { tournamentId: string; stageId: string; dryRun: boolean; advance?: number | undefined }, ctx: OpsCtx): Promise<OpsSeedData> {
    // A dry run shows the pairings to anyone of the area; seeding places every edition's teams.
    if (!a.dryRun) assertWholeTournament(ctx.operator);
    return this.db.transaction().execute(async (trx) => {
      const { t, stages } = await tournamentById(trx, a.tournamentId);
      const stage = stages.find((s) => s.id === a.stageId);
      if (!stage) return fail('compStageNotFound');
      await trx.selectFrom('comp_stages').select('id').where('tournament_id', '=', t.id).where('id', '=', stage.id).forUpdate().execute();
      const existing = await trx.selectFrom('comp_matches').select('id').where('tournament_id', '=', t.id).where('stage_id', '=', stage.id).limit(1).executeTakeFirst();
      if (existing) fail('compBracketSeeded');

      let q = trx
        .selectFrom('comp_teams as tm')
        .innerJoin('comp_checkins as c', (j) => j.onRef('c.team_id', '=', 'tm.id').on('c.tournament_id', '=', t.id).on('c.stage_id', '=', stage.id))
        .select(['tm.id', 'tm.name', 'tm.created_at'])
        .where('tm.tournament_id', '=', t.id)
        .where('tm.state', '=', 'full');
      const feeders = feederStages(stage, stages);
      if (stage.kind !== 'online') {
        if (!feeders.length) refuse('stageId', `no earlier stage sends winners to ${stage.id}`);
        const winners = await this.stageWinners(trx, t.id, feeders);
        if (!winners.length) refuse('stageId', `no team won its way into ${stage.id}`);
        q = q.where('tm.id', 'in', winners);
      }
      const teams = await q.execute();
      if (!teams.length) refuse('stageId', `no team can enter ${stage.id}: none checked in${feeders.length ? ' among the winners' : ''}`);
      const members = await trx.selectFrom('comp_members').select(['team_id', 'uid']).where('team_id', 'in', teams.map((x) => x.id)).where('left_at', 'is', null).execute();
      const best = await bestScores(trx, members.map((m) => m.uid));
      const strength = (id: string) => members.filter((m) => m.team_id === id).reduce((s, m) => s + (best.get(m.uid) ?? 0), 0);
      const ordered = teams
        .map((x) => ({ ...x, strength: strength(x.id) }))
        .sort((x, y) => y.strength - x.strength || +x.created_at - +y.created_at || (x.id < y.id ? -1 : 1));
      const advance = a.advance ?? ADVANCE_BY_KIND[stage.kind];
      const plan = planBracket(ordered.map((x) => x.id), { startsAt: stage.starts_at, endsAt: stage.ends_at }, advance);
      const rows = plan.map((p) => ({
        tournament_id: t.id, stage_id: stage.id, round: p.round, slot: p.slot, team_a: p.teamA, team_b: p.teamB,
        score_a: p.scoreA, score_b: p.scoreB, winner: p.winner, state: p.state, starts_at: p.startsAt,
      }));
      const ids = a.dryRun ? rows.map(() => null) : (await trx.insertInto('comp_matches').values(rows).returning('id').execute()).map((r) => r.id);
      const names = new Map(ordered.map((x) => [x.id, x.name]));
      if (!a.dryRun) {
        await ctx.audit(trx, {
          action: 'competition.bracket.seed', target: `stage:${t.id}/${stage.id}`, edition: null,
          after: { advance, seeds: ordered.map((x, i) => `${i + 1} ${x.id}`), matches: rows.length },
        });
      }
      return {
        tournamentId: t.id, stageId: stage.id, dryRun: a.dryRun, rounds: roundsFor(ordered.length, advance), advance,
        teams: ordered.map((x, i) => ({ seed: i + 1, id: x.id, name: x.name, strength: x.strength })),
        matches: rows.map((r, i) => opsMatchOf({ ...r, id: ids[i] ?? null }, names)),
      };
    });
  }

  /** The winners of the last round of each stage named (deduplicated); refused while one of those matches is undecided. */
  private async stageWinners(trx: Tx, tournamentId: string, feeders: StageRow[]): Promise<string[]> {
    const out = new Set<string>();
    for (const f of feeders) {
      const rows = await trx.selectFrom('comp_matches').select(['round', 'winner', 'state']).where('tournament_id', '=', tournamentId).where('stage_id', '=', f.id).execute();
      if (!rows.length) refuse('stageId', `stage ${f.id} has no bracket yet`);
      const last = Math.max(...rows.map((r) => r.round));
      const final = rows.filter((r) => r.round === last);
      const open = final.filter((r) => r.state === 'scheduled').length;
      if (open) refuse('stageId', `stage ${f.id} is not decided: ${open} match(es) of its last round without a result`);
      for (const r of final) if (r.winner) out.add(r.winner);
    }
    return [...out];
  }

  /**
   * A match's result. Both teams must be known and the scores differ (compResultInvalid); the higher score wins.
   * The winner goes into the next round's match in the same transaction, which settles that one at once when its
   * other side is disqualified or sent nobody. A result may be corrected while the next match is still open.
   */
  async result(r: { matchId: number; scoreA: number; scoreB: number }, ctx: OpsCtx): Promise<{ match: OpsMatch; next: OpsMatch | null }> {
    return this.db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('comp_matches').select('tournament_id').where('id', '=', r.matchId).executeTakeFirst();
      if (!found) return fail('notFound', { issues: [{ path: 'matchId', message: `no match ${r.matchId}` }] });
      const rows = await lockMatches(trx, found.tournament_id);
      const m = rows.find((x) => x.id === r.matchId) as MatchRow;
      if (m.team_a === null || m.team_b === null || m.state === 'walkover' || r.scoreA === r.scoreB) fail('compResultInvalid');
      // A result decides between two teams: the operator covers both teams' editions.
      const sides = await trx.selectFrom('comp_teams').select('region').where('id', 'in', [m.team_a as string, m.team_b as string]).execute();
      for (const side of sides) assertTeamScope(ctx.operator, side.region);
      const previous = { scoreA: m.score_a, scoreB: m.score_b, winner: m.winner, state: m.state };
      const before = new Map(rows.map((x) => [x.id, x.state]));
      const to = nextSlot(m.slot);
      const next = rows.find((x) => x.stage_id === m.stage_id && x.round === m.round + 1 && x.slot === to.slot);
      if (m.state === 'done' && next && next.state !== 'scheduled') fail('compResultInvalid');

      const winner = r.scoreA > r.scoreB ? m.team_a : m.team_b;
      // The statement itself holds the rule: both sides known, not a walkover, the winner one of them (CHECK).
      const written = await trx
        .updateTable('comp_matches')
        .set({ score_a: r.scoreA, score_b: r.scoreB, winner, state: 'done' })
        .where('id', '=', m.id)
        .where('team_a', 'is not', null)
        .where('team_b', 'is not', null)
        .where('state', 'in', ['scheduled', 'done'])
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) !== 1) fail('compResultInvalid');
      Object.assign(m, { score_a: r.scoreA, score_b: r.scoreB, winner, state: 'done' });
      before.set(m.id, 'done');

      const changed = new Set<MatchRow>();
      const moved = advance(rows, m, changed);
      if (moved) {
        const dq = await trx.selectFrom('comp_teams').select('id').where('tournament_id', '=', found.tournament_id).where('state', '=', 'disqualified').execute();
        settle(rows, moved, new Set(dq.map((d) => d.id)), changed);
      }
      await saveMatches(trx, changed, before);
      await ctx.audit(trx, {
        action: 'competition.bracket.result', target: `match:${m.id}`, edition: null,
        before: previous, after: { scoreA: r.scoreA, scoreB: r.scoreB, winner, state: 'done', next: moved?.id ?? null },
      });
      const names = await teamNames(trx, [m.team_a, m.team_b, moved?.team_a ?? null, moved?.team_b ?? null]);
      return { match: opsMatchOf(m, names), next: moved ? opsMatchOf(moved, names) : null };
    });
  }
}
