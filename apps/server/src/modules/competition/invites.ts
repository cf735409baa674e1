import type { Invite, Team } from '@mecha/shared/competition/api';
import type { Language } from '@mecha/shared/i18n/languages';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import type { CompetitionDeps } from './competition-deps.ts';
import { eligibilityOf } from './eligibility.ts';
import { writeHistory } from './history.ts';
import { joinInTx } from './join.ts';
import { notify } from './notify.ts';
import { activeTeamId, teamView } from './team-view.ts';
import { loadTournament, registrationState, rosterLocked } from './tournament-clock.ts';

type Conn = Db | Transaction<Database>;
type Me = { uid: string; yfyUid: string };

/** Where an invitation sends the invitee (the inbox message names the page). */
export const INVITE_LINK = '#/pages/competition/home/index';

// Invitations (SPEC §3 "invite, accept or reject"): a team's leader names a role by UID; the invitee accepts (the
// one join path, joinInTx, holds every teaming rule) or rejects. The checks before each write only choose the
// message; the write holds the rule itself: the invitation row is inserted only from a forming team led by the
// caller inside the sign-up window (INSERT … SELECT), the pending index allows one pending invitation per team and
// role, and an answer is a conditional update of a pending row addressed to the caller.

const inviteBase = (db: Conn) =>
  db
    .selectFrom('comp_invites as i')
    .innerJoin('comp_teams as t', 't.id', 'i.team_id')
    .leftJoin('game_roles as f', 'f.uid', 'i.from_uid')
    .leftJoin('game_roles as r', 'r.uid', 'i.to_uid')
    .select(['i.id', 'i.team_id', 't.name', 't.region', 'i.from_uid', 'f.nickname as fromNickname', 'i.to_uid', 'r.nickname as toNickname', 'i.state', 'i.created_at']);

type InviteRow = Awaited<ReturnType<ReturnType<typeof inviteBase>['execute']>>[number];
const inviteOf = (r: InviteRow): Invite => ({
  id: r.id,
  team: { id: r.team_id, name: r.name, region: r.region },
  from: { uid: r.from_uid, nickname: r.fromNickname ?? r.from_uid },
  to: { uid: r.to_uid, nickname: r.toNickname ?? r.to_uid },
  state: r.state,
  createdAt: unixSeconds(r.created_at),
});

/** The accounts a role is bound to: where its inbox messages go. */
const accountsOf = async (db: Conn, uid: string): Promise<string[]> =>
  (await db.selectFrom('account_roles').select('yfy_uid').where('uid', '=', uid).execute()).map((r) => r.yfy_uid);

const current = async (db: Db, now: Date, id?: string) => (await loadTournament(db, id, now)) ?? fail('compNoTournament');

export async function sendInvite(deps: CompetitionDeps, me: Me, toUid: string, now: Date, tournamentId?: string): Promise<Invite> {
  const { db } = deps;
  const { t, stages } = await current(db, now, tournamentId);
  const teamId = (await activeTeamId(db, t.id, me.uid)) ?? fail('compNotInTeam');
  const team = await db.selectFrom('comp_teams').selectAll().where('id', '=', teamId).executeTakeFirstOrThrow();
  if (team.leader_uid !== me.uid) fail('compNotLeader');
  if (team.state === 'disqualified') fail('compDisqualified');
  if (rosterLocked(stages, t.checkin_minutes, now)) fail('compRosterLocked');
  const reg = registrationState(t, now);
  if (reg !== 'open') fail(reg === 'not-started' ? 'signupNotStarted' : 'signupEnded');
  if (team.members >= 2 || team.state !== 'forming') fail('compTeamFull');
  if (toUid === me.uid) fail('compOwnTeam');
  // The game's card first (a role the site never saw may be invited), recorded so eligibility can read its region.
  await deps.roles.require(toUid, now);
  if (await activeTeamId(db, t.id, toUid)) fail('compInviteeInTeam');
  const them = await eligibilityOf(db, toUid, t.min_score);
  if (!them.eligible) fail('compInviteeNotEligible', { best: them.best, need: them.need });
  if (them.region === null) fail('compRegionUnknown');
  if (them.domestic !== team.domestic) fail('compDomesticOverseas');
  if (them.region !== team.region) fail('compRegionDiffers');
  const [low, high] = [me.uid, toUid].sort() as [string, string];
  const pair = await db
    .selectFrom('comp_pairs')
    .select(['times', 'max_times'])
    .where('tournament_id', '=', t.id)
    .where('uid_low', '=', low)
    .where('uid_high', '=', high)
    .executeTakeFirst();
  if (pair && pair.times >= pair.max_times) fail('compPairLimit');
  const leader = await eligibilityOf(db, me.uid, t.min_score);

  const id = await db.transaction().execute(async (trx) => {
    // The statement holds the rules that matter at this instant: still the caller's forming team, sign-up still
    // open. The pending index (comp_invites_pending → compInvitePending) holds "one pending invitation".
    const row = await trx
      .insertInto('comp_invites')
      .columns(['tournament_id', 'team_id', 'from_uid', 'to_uid', 'state', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('comp_teams as t')
          .innerJoin('comp_tournaments as c', 'c.id', 't.tournament_id')
          .select([
            't.tournament_id', 't.id', sql<string>`${me.uid}::text`.as('from_uid'), sql<string>`${toUid}::text`.as('to_uid'), sql<string>`'pending'`.as('state'),
            sql<Date>`${now}::timestamptz`.as('created_at'),
          ])
          .where('t.id', '=', teamId)
          .where('t.leader_uid', '=', me.uid)
          .where('t.state', '=', 'forming')
          .where('t.members', '<', 2)
          .where('c.signup_from', '<=', now)
          .where('c.signup_to', '>', now),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) return fail(await whyNotInvitable(trx, teamId, me.uid));
    await writeHistory(trx, { tournamentId: t.id, teamId, action: 'invited', actorKind: 'player', actor: me.uid, subjectUid: toUid, at: now });
    await notify(trx, await accountsOf(trx, toUid), 'invited', { team: team.name, who: leader.nickname, link: INVITE_LINK }, now);
    return row.id;
  });
  return inviteOf(await inviteBase(db).where('i.id', '=', id).executeTakeFirstOrThrow());
}

/** Why the invitation's insert found no team to invite from (the window is the request's, checked before). */
async function whyNotInvitable(trx: Conn, teamId: string, uid: string) {
  const team = await trx.selectFrom('comp_teams').select(['leader_uid', 'state']).where('id', '=', teamId).executeTakeFirstOrThrow();
  if (team.state === 'disqualified') return 'compDisqualified' as const;
  if (team.state === 'disbanded') return 'compNotInTeam' as const;
  return team.leader_uid === uid ? ('compTeamFull' as const) : ('compNotLeader' as const);
}

/** Invitations waiting for the role's answer in the current tournament, and every invitation its team sent. */
export async function listInvites(db: Db, uid: string, now: Date, tournamentId?: string): Promise<{ received: Invite[]; sent: Invite[] }> {
  const r = await loadTournament(db, tournamentId, now);
  if (tournamentId !== undefined && !r) return fail('compNoTournament');
  if (!r) return { received: [], sent: [] };
  const teamId = await activeTeamId(db, r.t.id, uid);
  const [received, sent] = await Promise.all([
    inviteBase(db).where('i.tournament_id', '=', r.t.id).where('i.to_uid', '=', uid).where('i.state', '=', 'pending').orderBy('i.id', 'desc').execute(),
    teamId ? inviteBase(db).where('i.team_id', '=', teamId).orderBy('i.id', 'desc').execute() : [],
  ]);
  return { received: received.map(inviteOf), sent: sent.map(inviteOf) };
}

/**
 * Accepting joins the team: the invitation turns accepted by a conditional update (a second answer, or one by
 * someone else, finds no pending row), then the one join path writes the member with every rule of join-team, and
 * the role's other pending invitations in this tournament and the team's to others are cancelled (join.ts) — all one transaction, so a join refused
 * (team full, pair limit, window closed …) leaves the invitation pending.
 */
export async function acceptInvite(deps: CompetitionDeps, me: Me, inviteId: number, lang: Language, now: Date): Promise<Team> {
  const { db } = deps;
  const invite = await db
    .selectFrom('comp_invites')
    .select(['tournament_id', 'team_id'])
    .where('id', '=', inviteId)
    .where('to_uid', '=', me.uid)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (!invite) return fail('compInviteNotFound');
  const r = (await loadTournament(db, invite.tournament_id, now)) ?? fail('compNoTournament');
  await db.transaction().execute(async (trx) => {
    // The team's row first, as every join takes it (join.ts), and only then the invitation: a join by code that
    // fills the team cancels this invitation, and the two taking their locks in opposite orders would deadlock.
    await trx.selectFrom('comp_teams').select('id').where('id', '=', invite.team_id).forUpdate().execute();
    const taken = await trx
      .updateTable('comp_invites')
      .set({ state: 'accepted', answered_at: now })
      .where('id', '=', inviteId)
      .where('to_uid', '=', me.uid)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) fail('compInviteNotFound');
    await joinInTx(trx, {
      tournament: r.t, stages: r.stages, teamId: invite.team_id, uid: me.uid, yfyUid: me.yfyUid, now, action: 'inviteAccepted',
      actorKind: 'player', actor: me.uid, checkWindow: true, checkEligibility: true,
    });
  });
  return teamView(db, invite.team_id, me.uid, lang, now);
}

/** A rejection: the pending invitation addressed to the caller turns rejected; the team's leader is told. */
export async function rejectInvite(deps: CompetitionDeps, me: Me, inviteId: number, now: Date): Promise<{ ok: true }> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('comp_invites')
      .set({ state: 'rejected', answered_at: now })
      .where('id', '=', inviteId)
      .where('to_uid', '=', me.uid)
      .where('state', '=', 'pending')
      .returning(['tournament_id', 'team_id'])
      .executeTakeFirst();
    if (!row) return fail('compInviteNotFound');
    await writeHistory(trx, { tournamentId: row.tournament_id, teamId: row.team_id, action: 'inviteRejected', actorKind: 'player', actor: me.uid, subjectUid: me.uid, at: now });
    const team = await trx.selectFrom('comp_teams').select(['name', 'leader_uid']).where('id', '=', row.team_id).executeTakeFirstOrThrow();
    const who = await trx.selectFrom('game_roles').select('nickname').where('uid', '=', me.uid).executeTakeFirst();
    const leaderAccounts = await trx
      .selectFrom('comp_members')
      .select('yfy_uid')
      .where('team_id', '=', row.team_id)
      .where('uid', '=', team.leader_uid)
      .where('left_at', 'is', null)
      .execute();
    await notify(trx, leaderAccounts.map((a) => a.yfy_uid), 'inviteRejected', { team: team.name, who: who?.nickname ?? me.uid }, now);
  });
  return { ok: true };
}
