import { isEdition } from '@mecha/shared/editions';
import { PLACEMENT_MATCHES } from '@mecha/shared/ladder/scoring';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { GatewayError, type GameGateway, type GameMail, type GameRole, type TopUpCredit } from '../gateway.ts';
import { isSuspendedSimUid } from './suspended.ts';
import { generateSimRoles } from './roles.ts';
import { seedHistory } from './seed-history.ts';

/** A season of regular play: about a match a day over the two months. */
const FULL_SEASON_GAMES = 60;

// The simulated game world: its roles and mailboxes live in sim_* tables beside the site's own data.
export class SimGameGateway implements GameGateway {
  readonly mode = 'sim' as const;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Rehearses a game outage: every currency credit fails until the server restarts without it. */
    private readonly creditsDown = false,
  ) {}

  /** Creates the population (and, if asked, its ranked history) on first start; later starts find it. */
  async ensureWorld(roleCount: number, withHistory: boolean): Promise<void> {
    const existing = await this.db.selectFrom('sim_roles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const roles = generateSimRoles(roleCount);
    if (Number(existing?.n ?? 0) === 0) {
      for (let i = 0; i < roles.length; i += 500) {
        await this.db.insertInto('sim_roles').values(roles.slice(i, i + 500)).onConflict((oc) => oc.doNothing()).execute();
      }
    }
    if (withHistory) await seedHistory(this.db, roles, this.clock);
  }

  async lookupRole(uid: string): Promise<GameRole | null> {
    const row = await this.db.selectFrom('sim_roles').selectAll().where('uid', '=', uid).executeTakeFirst();
    if (!row) return null;
    return isSuspendedSimUid(uid) ? { ...row, suspended: true } : row;
  }

  async creditTopUp(uid: string, credit: TopUpCredit): Promise<void> {
    if (this.creditsDown) throw new GatewayError('sim: the game wallet is down (SIM_CREDIT_OUTAGE)');
    // The order id is the wallet's unique key: a retried credit is one credit.
    await this.db
      .insertInto('sim_wallet')
      .values({ uid, order_id: credit.orderId, amount: credit.amount, bonus: credit.bonus, credited_at: this.clock.now() })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
  }

  async wallet(uid: string) {
    const rows = await this.db.selectFrom('sim_wallet').selectAll().where('uid', '=', uid).orderBy('id', 'desc').limit(200).execute();
    const total = await this.db
      .selectFrom('sim_wallet')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(eb('amount', '+', eb.ref('bonus'))), eb.lit(0)).as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const credits = rows.map((r) => ({ orderId: r.order_id, amount: r.amount, bonus: r.bonus, creditedAt: unixSeconds(r.credited_at) }));
    return { uid, balance: Number(total.n), credits };
  }

  async sendMail(uid: string, mail: GameMail): Promise<void> {
    await this.db
      .insertInto('sim_mail')
      .values({ uid, kind: mail.kind, title: mail.title, body: mail.body, code: mail.code ?? null, created_at: this.clock.now(), dedupe_key: mail.key ?? null })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }

  /**
   * Roles a tester can log in as: those with a full record first (both modes placed through the whole previous
   * season and in the current one, busiest first), so the demo hint's first UID shows every record screen filled.
   * A world without history (or too few such roles) is filled up by level.
   */
  async sampleRoles(limit: number, edition?: string) {
    const byEdition = edition && isEdition(edition) ? edition : undefined;
    const current = seasonCodeAt(unixSeconds(this.clock.now()));
    const full = await sql<GameRole>`
      select r.* from sim_roles r join (
        select uid, sum(games) filter (where season = ${current - 1}) as last_games
        from ladders where season in (${current - 1}, ${current}) and games >= ${PLACEMENT_MATCHES}
        group by uid
        having count(*) filter (where season = ${current - 1}) = 2 and count(*) filter (where season = ${current}) = 2
      ) l on l.uid = r.uid
      where l.last_games >= ${FULL_SEASON_GAMES} ${byEdition ? sql`and r.edition = ${byEdition}` : sql``}
      order by l.last_games desc, r.uid limit ${limit}`.execute(this.db);
    const list = [...full.rows];
    if (list.length < limit) {
      let q = this.db.selectFrom('sim_roles').selectAll();
      if (byEdition) q = q.where('edition', '=', byEdition);
      if (list.length > 0) q = q.where('uid', 'not in', list.map((r) => r.uid));
      list.push(...((await q.orderBy('level', 'desc').orderBy('uid').limit(limit - list.length).execute()) as GameRole[]));
    }
    const total = await this.db.selectFrom('sim_roles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { list, total: Number(total.n) };
  }

  async mailbox(uid: string, limit = 20) {
    const rows = await this.db.selectFrom('sim_mail').selectAll().where('uid', '=', uid).orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ ...r, created_at: Math.floor(r.created_at.getTime() / 1000) }));
  }
}
