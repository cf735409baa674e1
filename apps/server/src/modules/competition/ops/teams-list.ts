import type { OpsTeam, OpsTeamsData, OpsTeamsQuery } from '@mecha/shared/competition/ops-api';
import type { Selectable } from 'kysely';
import type { CompTeamsTable } from '../../../db/tables/competition.ts';
import { unixSeconds } from '../../../platform/clock.ts';
import { bestScores, type Conn } from './ops-kit.ts';

type TeamRow = Selectable<CompTeamsTable>;

const SORT_COLUMN = { created: 'created_at', name: 'name', state: 'state', region: 'region' } as const;

/** Teams as operators see them: members with nickname and best score, the contact's kind (its value is revealed), code, check-ins, strength. */
export async function describeTeams(db: Conn, teams: TeamRow[]): Promise<OpsTeam[]> {
  if (!teams.length) return [];
  const ids = teams.map((t) => t.id);
  const [members, checkins] = await Promise.all([
    db
      .selectFrom('comp_members as m')
      .leftJoin('game_roles as g', 'g.uid', 'm.uid')
      .select(['m.team_id', 'm.uid', 'm.role', 'm.joined_at', 'g.nickname'])
      .where('m.team_id', 'in', ids)
      .where('m.left_at', 'is', null)
      .orderBy('m.role')
      .orderBy('m.joined_at')
      .execute(),
    db.selectFrom('comp_checkins').select(['team_id', 'stage_id']).where('team_id', 'in', ids).orderBy('at').execute(),
  ]);
  const best = await bestScores(db, members.map((m) => m.uid));
  return teams.map((t) => {
    const own = members.filter((m) => m.team_id === t.id);
    return {
      id: t.id, name: t.name, state: t.state, region: t.region, domestic: t.domestic, contact: { kind: t.contact_kind },
      inviteCode: t.invite_code, disqualifiedReason: t.disqualified_reason, createdAt: unixSeconds(t.created_at),
      members: own.map((m) => ({ uid: m.uid, nickname: m.nickname ?? m.uid, role: m.role, best: best.get(m.uid) ?? 0, joinedAt: unixSeconds(m.joined_at) })),
      checkins: checkins.filter((c) => c.team_id === t.id).map((c) => c.stage_id),
      strength: own.reduce((s, m) => s + (best.get(m.uid) ?? 0), 0),
    };
  });
}

/** One team as operators see it, or undefined. */
export async function describeTeam(db: Conn, teamId: string): Promise<OpsTeam | undefined> {
  const row = await db.selectFrom('comp_teams').selectAll().where('id', '=', teamId).executeTakeFirst();
  return row ? (await describeTeams(db, [row]))[0] : undefined;
}

/**
 * A page of a tournament's teams: filtered by state, region and a search (the team's name, or a current member's
 * exact UID), limited to `regions` (the operator's editions; null = all), sorted by one column then id.
 */
export async function teamsPage(db: Conn, q: OpsTeamsQuery, regions: string[] | null): Promise<OpsTeamsData> {
  let base = db.selectFrom('comp_teams').where('tournament_id', '=', q.tournamentId);
  if (q.state !== 'all') base = base.where('state', '=', q.state);
  if (q.region) base = base.where('region', '=', q.region);
  if (regions) base = regions.length ? base.where('region', 'in', regions) : base.where(({ lit }) => lit(false));
  const search = q.q?.trim();
  if (search) {
    // LIKE's own wildcards in the search are literal.
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', like),
        eb('id', 'in', eb.selectFrom('comp_members').select('team_id').where('uid', '=', search).where('left_at', 'is', null)),
      ]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(SORT_COLUMN[q.sort], q.dir)
    .orderBy('id', q.dir)
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
  return { list: await describeTeams(db, rows), page: q.page, size: q.size, total: Number(total.n) };
}
