import { sql } from 'kysely';
import type { AnnualTask } from '@mecha/shared/annual/api';
import { TASK_IDS, TASK_PERIODS, type TaskId, type TaskState } from '@mecha/shared/annual/rules';
import { homeDayNumber } from '@mecha/shared/ladder/seasons';
import type { Db } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import type { AnnualDeps } from './annual-deps.ts';
import { phaseOf, type AnnualEventRow } from './annual-events.ts';
import { openEventOfRole, eventOfRole } from './player-event.ts';
import { shareTokenFor } from './share-token.ts';

// The tasks that earn draw tickets (PRODUCT.md "Anniversary event"): log in (daily, may be off per edition), vote
// (once), share (daily). A claim is one INSERT … SELECT whose WHERE is the task's done condition, read from the
// database's own rows, and whose primary key (event, account, task, period) refuses a second claim in a period;
// the tickets are added in the same transaction.

/** A task's period key: 'once', or the home day (yyyymmdd) of a daily task. */
export const periodOf = (task: TaskId, now: Date): string => (TASK_PERIODS[task] === 'once' ? 'once' : String(homeDayNumber(now)));

const ticketsOf = (e: AnnualEventRow, task: TaskId): number => (task === 'login' ? e.login_tickets : task === 'vote' ? e.vote_tickets : e.share_tickets);

/** The tasks switched on for an event, in TASK_IDS order. */
export const tasksOf = (e: AnnualEventRow): TaskId[] => TASK_IDS.filter((t) => t !== 'login' || e.login_task);

/** What an account has done in an event, read in one round trip (status reads it on every page load). */
export interface AccountFacts {
  tickets: { balance: number; earned: number; spent: number } | null;
  /** The characters voted for, or null before voting. */
  vote: string[] | null;
  /** Claims of the current periods, as `task:period`. */
  claims: string[];
  sharedToday: boolean;
}

export async function accountFacts(db: Db, eventId: string, yfyUid: string, now: Date): Promise<AccountFacts> {
  const today = homeDayNumber(now);
  const { rows } = await sql<AccountFacts>`
    select
      (select json_build_object('balance', t.balance, 'earned', t.earned, 'spent', t.spent) from annual_tickets t where t.event_id = ${eventId} and t.yfy_uid = ${yfyUid}) as tickets,
      (select v.characters from annual_votes v where v.event_id = ${eventId} and v.yfy_uid = ${yfyUid}) as vote,
      array(select c.task || ':' || c.period from annual_task_claims c where c.event_id = ${eventId} and c.yfy_uid = ${yfyUid} and c.period in ('once', ${String(today)})) as claims,
      exists (select 1 from annual_shares s where s.event_id = ${eventId} and s.yfy_uid = ${yfyUid} and s.day = ${today}) as "sharedToday"`.execute(db);
  return rows[0]!;
}

/** Each switched-on task's state from an account's facts (todo outside the open window: nothing can be claimed). */
export function tasksFrom(e: AnnualEventRow, facts: AccountFacts, now: Date): AnnualTask[] {
  const open = phaseOf(e, now) === 'open';
  return tasksOf(e).map((id) => {
    const claimed = facts.claims.includes(`${id}:${periodOf(id, now)}`);
    const done = id === 'login' ? true : id === 'vote' ? facts.vote !== null : facts.sharedToday;
    const state: TaskState = claimed ? 'claimed' : done && open ? 'claimable' : 'todo';
    return { id, period: TASK_PERIODS[id], tickets: ticketsOf(e, id), state };
  });
}

export async function taskStates(db: Db, e: AnnualEventRow, yfyUid: string, now: Date): Promise<AnnualTask[]> {
  return tasksFrom(e, await accountFacts(db, e.id, yfyUid, now), now);
}

/** The done condition of a task, in SQL over the claim's own event row `e` (so it holds at the claim's instant). */
function doneSql(task: TaskId, yfyUid: string, now: Date) {
  if (task === 'login') return sql`e.login_task`;
  if (task === 'vote') return sql`exists (select 1 from annual_votes v where v.event_id = e.id and v.yfy_uid = ${yfyUid})`;
  return sql`exists (select 1 from annual_shares s where s.event_id = e.id and s.yfy_uid = ${yfyUid} and s.day = ${homeDayNumber(now)})`;
}

/** one-year/direct-get: a done task's tickets, once per period. Answers the task (claimed) and the balance. */
export async function claimTask(deps: AnnualDeps, yfyUid: string, roleUid: string, task: TaskId): Promise<{ task: AnnualTask; tickets: number }> {
  const now = deps.clock.now();
  const { event } = await openEventOfRole(deps, roleUid, now);
  if (task === 'login' && !event.login_task) return fail('annualTaskOff');
  const period = periodOf(task, now);
  const column = sql.ref(`e.${task}_tickets`);
  const balance = await deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ tickets: number }>`
      insert into annual_task_claims (event_id, yfy_uid, task, period, role_uid, tickets, claimed_at)
      select e.id, ${yfyUid}::text, ${task}::text, ${period}::text, ${roleUid}::text, ${column}, ${now}::timestamptz
      from annual_events e
      where e.id = ${event.id} and e.active and e.starts_at <= ${now} and ${now} < e.ends_at and ${doneSql(task, yfyUid, now)}
      on conflict (event_id, yfy_uid, task, period) do nothing
      returning tickets`.execute(trx);
    const claim = rows[0];
    if (!claim) {
      // Another request took this period's key first (the insert waited for its commit), or the task is not done.
      const taken = await trx.selectFrom('annual_task_claims').select('tickets').where('event_id', '=', event.id).where('yfy_uid', '=', yfyUid).where('task', '=', task).where('period', '=', period).executeTakeFirst();
      return fail(taken ? 'annualTaskClaimed' : 'annualTaskNotDone');
    }
    const n = claim.tickets;
    const row = await trx
      .insertInto('annual_tickets')
      .values({ event_id: event.id, yfy_uid: yfyUid, balance: n, earned: n, spent: 0 })
      .onConflict((oc) => oc.columns(['event_id', 'yfy_uid']).doUpdateSet({ balance: sql`annual_tickets.balance + ${n}`, earned: sql`annual_tickets.earned + ${n}` }))
      .returning('balance')
      .executeTakeFirstOrThrow();
    return row.balance;
  });
  return { task: { id: task, period: TASK_PERIODS[task], tickets: ticketsOf(event, task), state: 'claimed' }, tickets: balance };
}

/**
 * one-year/shared: making the poster or the link marks today's share done (while the event is open) and answers
 * the role's share token. Only making it counts, never proof of posting (PRODUCT.md); the task is null outside
 * the open window.
 */
export async function recordShare(deps: AnnualDeps, yfyUid: string, roleUid: string, kind: 'poster' | 'link'): Promise<{ shareToken: string; task: AnnualTask | null }> {
  const now = deps.clock.now();
  const { event } = await eventOfRole(deps, roleUid, now);
  const shareToken = shareTokenFor(deps.secret, event.id, roleUid);
  if (phaseOf(event, now) !== 'open') return { shareToken, task: null };
  await deps.db
    .insertInto('annual_shares')
    .values({ event_id: event.id, yfy_uid: yfyUid, day: homeDayNumber(now), role_uid: roleUid, kind, at: now })
    .onConflict((oc) => oc.columns(['event_id', 'yfy_uid', 'day']).doNothing())
    .execute();
  const task = (await taskStates(deps.db, event, yfyUid, now)).find((t) => t.id === 'share') ?? null;
  return { shareToken, task };
}
