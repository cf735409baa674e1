import { API } from '@mecha/shared/api-paths';
import type { Team } from '@mecha/shared/competition/api';
import { DEV_OPERATOR_TOKEN } from '../../../config.ts';
import { body, type TestApp } from '../../../../test/test-app.ts';
import { mallCaller, type MallPlayer } from '../../mall/mall-test-kit.ts';

// Steps of the tournament operator tests: calls as a named operator, teams formed through the players' own calls.

/** Calls an operator route as `operator` (the X-Operator header; none when null). */
export function compOp(t: TestApp, operator: string | null = 'alice', token = DEV_OPERATOR_TOKEN) {
  return async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method, url,
      headers: { authorization: `Operator ${token}`, 'accept-language': 'en', ...(operator === null ? {} : { 'x-operator': operator }), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, ...body<T>(res) };
  };
}

let made = 0;
/** A team led by `leader` (created through create-team), joined by `partner` with its code when given. */
export async function formTeam(t: TestApp, leader: MallPlayer, partner?: MallPlayer, name = `Team ${++made}`, tournamentId?: string): Promise<Team> {
  const created = await mallCaller(t, leader)<Team>('POST', API.compCreateTeam, { name, contactKind: 'qq', contact: '123456789', agree: true, ...(tournamentId ? { tournamentId } : {}) });
  if (created.code !== 0) throw new Error(`create-team: ${created.msg}`);
  if (!partner) return created.data;
  const joined = await mallCaller(t, partner)<Team>('POST', API.compJoinTeam, { inviteCode: created.data.inviteCode, agree: true });
  if (joined.code !== 0) throw new Error(`join-team: ${joined.msg}`);
  return joined.data;
}

/** The history lines of a team, oldest first, as `action actorKind:actor subject note`. */
export async function historyOf(t: TestApp, teamId: string): Promise<string[]> {
  const rows = await t.store.db.selectFrom('comp_history').selectAll().where('team_id', '=', teamId).orderBy('id').execute();
  return rows.map((r) => `${r.action} ${r.actor_kind}:${r.actor ?? '-'} ${r.subject_uid ?? '-'} ${r.note ?? '-'}`);
}
