import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { EditionCode } from '@mecha/shared/editions';
import type { OpsPlayer } from '@mecha/shared/ops/console-api';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError, fail } from '../../platform/errors.ts';
import { suspensionInForce } from '../mall/suspensions.ts';
import { inScope } from './editions.ts';

const LEDGER_ROWS = 50;
const LIST_ROWS = 50;
const MAILS = 20;
const secs = (d: Date) => unixSeconds(d);

// One player as support sees them: the account, its bound roles, points and ledger, top-up and mall orders, what
// they claimed (act tier prizes, anniversary draws, welfare grants), the last reward mails, and the mall suspension
// in force (the mall's own suspensions: the console has no second system). No address or phone: those are revealed
// one record at a time (reveal.service.ts). An operator scoped to editions sees the roles of those editions and
// what was done with them; a UID of another edition, or an account with roles only in others, is refused.
export class PlayerService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async lookUp(q: { uid?: string | undefined; account?: string | undefined }, scope: EditionCode[] | null): Promise<OpsPlayer> {
    if (!q.uid === !q.account) fail('paramError', { issues: [{ path: 'uid', message: 'give a uid or an account, not both' }] });
    const { yfyUid, uid } = await this.resolve(q, scope);
    const bound = yfyUid
      ? await this.db
          .selectFrom('account_roles as ar')
          .leftJoin('game_roles as g', 'g.uid', 'ar.uid')
          .select(['ar.uid', 'ar.bound_at', 'g.nickname', 'g.edition', 'g.region'])
          .where('ar.yfy_uid', '=', yfyUid)
          .orderBy('ar.bound_at')
          .limit(LIST_ROWS)
          .execute()
      : [];
    const visible = bound.filter((r) => r.edition !== null && inScope(scope, r.edition));
    if (yfyUid && bound.length && !visible.length) throw new AppError('opsEditionForbidden');
    const roleUids = [...new Set([...visible.map((r) => r.uid), ...(uid ? [uid] : [])])];
    const [account, points, ledger, payOrders, mallOrders, claims, mails, suspension] = await Promise.all([
      yfyUid ? this.db.selectFrom('accounts').select(['yfy_uid', 'created_at']).where('yfy_uid', '=', yfyUid).executeTakeFirst() : undefined,
      yfyUid ? this.db.selectFrom('points_accounts').select('balance').where('yfy_uid', '=', yfyUid).executeTakeFirst() : undefined,
      yfyUid
        ? this.db.selectFrom('points_ledger').select(['id', 'created_at', 'amount', 'type', 'reason']).where('yfy_uid', '=', yfyUid).orderBy('id', 'desc').limit(LEDGER_ROWS).execute()
        : [],
      this.payOrders(yfyUid, uid, scope),
      this.mallOrders(yfyUid, roleUids),
      this.claims(yfyUid, roleUids),
      this.mails(roleUids),
      yfyUid ? suspensionInForce(this.db, yfyUid, this.clock.now()) : null,
    ]);
    return {
      account: account ? { yfyUid: account.yfy_uid, createdAt: secs(account.created_at) } : null,
      roles: visible.map((r) => ({ uid: r.uid, nickname: r.nickname ?? '', edition: r.edition as EditionCode, region: r.region ?? '', boundAt: secs(r.bound_at) })),
      points: { balance: points?.balance ?? 0, ledger: ledger.map((l) => ({ id: l.id, at: secs(l.created_at), amount: l.amount, type: l.type, reason: l.reason || null })) },
      payOrders,
      mallOrders,
      claims,
      mails,
      suspension: suspension ? { reason: suspension.reason, until: secs(suspension.endsAt) } : null,
    };
  }

  /** The account (and the UID asked about, if any); unknown → notFound; a UID of another edition → opsEditionForbidden. */
  private async resolve(q: { uid?: string | undefined; account?: string | undefined }, scope: EditionCode[] | null) {
    if (q.account) {
      const row = await this.db.selectFrom('accounts').select('yfy_uid').where('yfy_uid', '=', q.account).executeTakeFirst();
      if (!row) fail('notFound');
      return { yfyUid: row!.yfy_uid, uid: null };
    }
    const uid = q.uid!;
    const row = await this.db
      .selectFrom('game_roles as g')
      .leftJoin('account_roles as ar', 'ar.uid', 'g.uid')
      .select(['g.edition', 'ar.yfy_uid'])
      .where('g.uid', '=', uid)
      .executeTakeFirst();
    if (!row) fail('notFound');
    if (!inScope(scope, row!.edition)) throw new AppError('opsEditionForbidden');
    return { yfyUid: row!.yfy_uid, uid };
  }

  private async payOrders(yfyUid: string | null, uid: string | null, scope: EditionCode[] | null) {
    let q = this.db
      .selectFrom('pay_orders')
      .select(['id', 'role_uid', 'state', 'amount', 'created_at', 'refunded_at', 'edition'])
      .where((eb) => eb.or([...(yfyUid ? [eb('yfy_uid', '=', yfyUid)] : []), ...(uid ? [eb('role_uid', '=', uid)] : [])]))
      .orderBy('created_at', 'desc')
      .limit(LIST_ROWS);
    if (scope) q = q.where('edition', 'in', scope.length ? scope : ['-' as EditionCode]);
    const rows = await q.execute();
    return rows.map((o) => ({ orderId: o.id, uid: o.role_uid, state: o.refunded_at ? 'refunded' : o.state, amount: o.amount, createdAt: secs(o.created_at) }));
  }

  private async mallOrders(yfyUid: string | null, roleUids: string[]) {
    if (!yfyUid || !roleUids.length) return [];
    const rows = await this.db
      .selectFrom('mall_orders as o')
      .leftJoin('mall_products as p', 'p.id', 'o.product_id')
      .select(['o.id', 'o.state', 'o.product_id', 'p.names', 'o.created_at'])
      .where('o.yfy_uid', '=', yfyUid)
      .where('o.role_uid', 'in', roleUids)
      .orderBy('o.created_at', 'desc')
      .limit(LIST_ROWS)
      .execute();
    return rows.map((o) => ({ orderId: o.id, state: o.state, product: o.names ? localisedOrAny(o.names, 'en') : o.product_id, createdAt: secs(o.created_at) }));
  }

  /** `ref` is the row's id: what the reveal call takes for act-claim and annual-draw. */
  private async claims(yfyUid: string | null, roleUids: string[]) {
    if (!yfyUid || !roleUids.length) return [];
    const [act, annual, grants] = await Promise.all([
      this.db.selectFrom('act_claims').select(['id', 'claimed_at']).where('yfy_uid', '=', yfyUid).where('role_uid', 'in', roleUids).orderBy('id', 'desc').limit(LIST_ROWS).execute(),
      this.db.selectFrom('annual_draws').select(['id', 'drawn_at']).where('yfy_uid', '=', yfyUid).where('role_uid', 'in', roleUids).orderBy('id', 'desc').limit(LIST_ROWS).execute(),
      this.db.selectFrom('reward_grants').select(['id', 'source', 'ref', 'created_at']).where('role_uid', 'in', roleUids).orderBy('id', 'desc').limit(LIST_ROWS).execute(),
    ]);
    return [
      ...act.map((c) => ({ kind: 'act-claim', ref: String(c.id), at: secs(c.claimed_at) })),
      ...annual.map((d) => ({ kind: 'annual-draw', ref: String(d.id), at: secs(d.drawn_at) })),
      ...grants.map((g) => ({ kind: `welfare-${g.source}`, ref: g.ref, at: secs(g.created_at) })),
    ].sort((a, b) => b.at - a.at);
  }

  /** The reward mails and top-up credits sent to the roles, newest first (`at`: delivered, else next attempt). */
  private async mails(roleUids: string[]) {
    if (!roleUids.length) return [];
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select(['id', 'title', 'status', 'delivered_at', 'next_attempt_at'])
      .where('role_uid', 'in', roleUids)
      .orderBy('id', 'desc')
      .limit(MAILS)
      .execute();
    return rows.map((m) => ({ id: m.id, title: m.title, state: m.status, at: secs(m.delivered_at ?? m.next_attempt_at) }));
  }
}
