import { sql } from 'kysely';
import { EDITIONS, EDITION_CODES, type EditionCode } from '@mecha/shared/editions';
import type { OpsDashboard } from '@mecha/shared/ops/console-api';
import { nextDailyReset } from '@mecha/shared/welfare/business-time';
import type { Db } from '../../db/client.ts';
import { DAY, unixSeconds, type Clock } from '../../platform/clock.ts';

/** "Today" for the players bound today: the day in UTC+8 (decision 0045). */
const PLAYERS_DAY_ZONE = 'Asia/Shanghai';
const HOUR = 3600_000;

/** Midnight that began the current day in a zone. */
const dayStart = (now: Date, timeZone: string) => new Date(nextDailyReset(now, timeZone).getTime() - DAY);

// The console's first page: a handful of counts over the rows that matter now. Two round trips in all: every
// single figure is a scalar subquery of one SELECT, the payments per edition a second one; an index reaches the
// rows each figure counts (migration 0016 added those that were missing; decision 0045 has the plans). An operator scoped to editions counts only rows of those
// editions wherever a row has one (a role's, an order's, an event's); rows without an edition count for everyone.
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async figures(scope: EditionCode[] | null): Promise<OpsDashboard> {
    const now = this.clock.now();
    const [counts, payments] = await Promise.all([this.counts(now, scope), this.payments(now, scope)]);
    return {
      now: unixSeconds(now),
      playersBoundToday: Number(counts.players_bound_today),
      matchesLastHour: Number(counts.matches_last_hour),
      lastMatchAt: counts.last_match_at ? unixSeconds(new Date(counts.last_match_at)) : null,
      payments,
      ordersAwaitingShipment: Number(counts.mall_awaiting) + Number(counts.act_awaiting) + Number(counts.annual_awaiting),
      undeliveredMails: Number(counts.undelivered_mails),
      undeliveredPayments: Number(counts.undelivered_payments),
      openFeedback: Number(counts.open_feedback),
      pendingApprovals: Number(counts.pending_approvals),
    };
  }

  private async counts(now: Date, scope: EditionCode[] | null) {
    const list = scope && scope.length ? scope : scope ? ['-'] : null;
    const roleIn = (column: 'ar.uid' | 'o.role_uid' | 'm.role_uid') =>
      list
        ? sql`and exists (select 1 from game_roles g where g.uid = ${sql.ref(column)} and g.edition in (${sql.join(list)}))`
        : sql``;
    const editionIn = (column: string, nullIsEveryones = false) =>
      list ? (nullIsEveryones ? sql`and (${sql.ref(column)} is null or ${sql.ref(column)} in (${sql.join(list)}))` : sql`and ${sql.ref(column)} in (${sql.join(list)})`) : sql``;
    // Feedback names the role it was sent with, else its account's bound roles say (an account without any: everyone's).
    const feedbackIn = list
      ? sql`and (exists (select 1 from game_roles g where g.uid = f.role_uid and g.edition in (${sql.join(list)}))
          or (f.role_uid is null and (
            exists (select 1 from account_roles ar join game_roles g on g.uid = ar.uid where ar.yfy_uid = f.yfy_uid and g.edition in (${sql.join(list)}))
            or not exists (select 1 from account_roles ar where ar.yfy_uid = f.yfy_uid))))`
      : sql``;
    const today = dayStart(now, PLAYERS_DAY_ZONE);
    const hourAgo = new Date(now.getTime() - HOUR);
    const { rows } = await sql<{
      players_bound_today: string; matches_last_hour: string; last_match_at: Date | string | null; mall_awaiting: string; act_awaiting: string;
      annual_awaiting: string; undelivered_mails: string; undelivered_payments: string; open_feedback: string; pending_approvals: string;
    }>`
      select
        (select count(*) from account_roles ar where ar.bound_at >= ${today} and ar.bound_at <= ${now} ${roleIn('ar.uid')}) as players_bound_today,
        (select count(*) from matches where received_at > ${hourAgo} and received_at <= ${now}) as matches_last_hour,
        (select max(received_at) from matches where received_at <= ${now}) as last_match_at,
        (select count(*) from mall_orders o where o.state = 'awaiting' ${roleIn('o.role_uid')}) as mall_awaiting,
        (select count(*) from act_claims c join act_events e on e.id = c.event_id
          where c.address is not null and c.shipped_at is null ${editionIn('e.edition')}) as act_awaiting,
        (select count(*) from annual_draws d join annual_events e on e.id = d.event_id
          where d.physical and d.address is not null and d.shipped_at is null ${editionIn('e.edition')}) as annual_awaiting,
        (select count(*) from mail_outbox m where m.status = 'pending' and m.kind = 'mail' ${roleIn('m.role_uid')}) as undelivered_mails,
        (select count(*) from pay_orders p where p.state = 'success' and p.delivered_at is null ${editionIn('p.edition')}) as undelivered_payments,
        (select count(*) from feedback f where f.answer is null ${feedbackIn}) as open_feedback,
        (select count(*) from ops_approvals a where a.state = 'pending' ${editionIn('a.edition', true)}) as pending_approvals
    `.execute(this.db);
    return rows[0]!;
  }

  /** Paid orders today (each edition's own day) and their revenue in the currency as stored; refunded ones left out. */
  private async payments(now: Date, scope: EditionCode[] | null): Promise<OpsDashboard['payments']> {
    const editions = scope ?? EDITION_CODES;
    if (!editions.length) return [];
    const paidToday = sql.join(
      editions.map((e) => sql`(o.edition = ${e} and o.paid_at >= ${dayStart(now, EDITIONS[e].timeZone)})`),
      sql` or `,
    );
    // The catalogue's active SKUs give each edition and currency on sale a line, with zeros on a day without payments.
    const { rows } = await sql<{ edition: EditionCode; currency: string; orders: string; revenue: string }>`
      select edition, currency, count(id) as orders, coalesce(sum(price_minor), 0) as revenue from (
        select o.edition, o.currency, o.id, o.price_minor from pay_orders o
          where o.state = 'success' and o.refunded_at is null and o.paid_at <= ${now} and (${paidToday})
        union all
        select distinct s.edition, s.currency, null::text, null::integer from pay_skus s where s.active and s.edition in (${sql.join(editions)})
      ) x
      group by edition, currency
      order by edition, currency
    `.execute(this.db);
    return rows.map((r) => ({ edition: r.edition, currency: r.currency, orders: Number(r.orders), revenue: Number(r.revenue) }));
  }
}
