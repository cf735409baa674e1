import { MIN_2V2_SCORE } from '@mecha/shared/competition/rules';
import { isEdition, type EditionCode } from '@mecha/shared/editions';
import { PLACEMENT_MATCHES } from '@mecha/shared/ladder/scoring';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { GatewayError, type GameGateway, type GameMail, type GameRole, type TopUpCredit } from '../gateway.ts';
import { isSuspendedSimUid } from './suspended.ts';
import { generateSimRoles } from './roles.ts';
import { seedHistory, type SeedProgress } from './seed-history.ts';
import type { BulkHistory } from './history.ts';

/** A season of regular play: about a match a day over the two months. */
const FULL_SEASON_GAMES = 60;
/** A spare role still plays: placed in both modes last season and this one, and a third of a full season's games. */
const SPARE_SEASON_GAMES = 20;

// The simulated game world: its roles and mailboxes live in sim_* tables beside the site's own data.
export class SimGameGateway implements GameGateway {
  readonly mode = 'sim' as const;
  /** Roles spareRoles has handed out (dev tooling: a restart forgets them, and bound ones stay excluded anyway). */
  private readonly handedOut = new Set<string>();
  /** What spareRoles handed out under a key (edition:key), handed out again to the same key. */
  private readonly keyed = new Map<string, GameRole[]>();
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Rehearses a game outage: every currency credit fails until the server restarts without it. */
    private readonly creditsDown = false,
  ) {}

  /**
   * Creates the population on first start (later starts find it) and, given the site's bulk ingest, plays its
   * ranked history into it once.
   */
  async ensureWorld(roleCount: number, history: BulkHistory | false, progress?: SeedProgress): Promise<void> {
    const existing = await this.db.selectFrom('sim_roles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const roles = generateSimRoles(roleCount);
    if (Number(existing?.n ?? 0) === 0) {
      for (let i = 0; i < roles.length; i += 500) {
        await this.db.insertInto('sim_roles').values(roles.slice(i, i + 500)).onConflict((oc) => oc.doNothing()).execute();
      }
    }
    if (history) await seedHistory(history, roles, this.clock, progress);
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
    const full = await this.activeRoles({ edition: byEdition, busiestFirst: true, limit, minGames: FULL_SEASON_GAMES });
    const list = [...full];
    if (list.length < limit) {
      let q = this.db.selectFrom('sim_roles').selectAll();
      if (byEdition) q = q.where('edition', '=', byEdition);
      if (list.length > 0) q = q.where('uid', 'not in', list.map((r) => r.uid));
      list.push(...((await q.orderBy('level', 'desc').orderBy('uid').limit(limit - list.length).execute()) as GameRole[]));
    }
    const total = await this.db.selectFrom('sim_roles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { list, total: Number(total.n) };
  }

  /**
   * Roles placed in both modes in the previous season and the current one, with at least `minGames` games last
   * season, busiest (this season) or least busy (last season) first.
   */
  private async activeRoles(opts: { edition: EditionCode | undefined; busiestFirst: boolean; limit: number; minGames: number; plain?: boolean }) {
    const current = seasonCodeAt(unixSeconds(this.clock.now()));
    // Busiest first by this season's games: the first demo UID must show a full record now, and a player who was
    // busiest last season may have quit since (population.ts); least busy first by last season's (spare roles).
    const order = opts.busiestFirst ? sql`l.cur_games desc, l.last_games desc, r.uid` : sql`l.last_games asc, r.uid`;
    // Plain: below the tournament's bar in every season and bound to no account.
    const plain = opts.plain
      ? sql`and not exists (select 1 from ladders t where t.uid = r.uid and t.mode = 'T2' and t.max_score >= ${MIN_2V2_SCORE})
            and not exists (select 1 from account_roles a where a.uid = r.uid)`
      : sql``;
    const full = await sql<GameRole>`
      select r.* from sim_roles r join (
        select uid, sum(games) filter (where season = ${current - 1}) as last_games, sum(games) filter (where season = ${current}) as cur_games
        from ladders where season in (${current - 1}, ${current}) and games >= ${PLACEMENT_MATCHES}
        group by uid
        having count(*) filter (where season = ${current - 1}) = 2 and count(*) filter (where season = ${current}) = 2
      ) l on l.uid = r.uid
      where l.last_games >= ${opts.minGames} ${opts.edition ? sql`and r.edition = ${opts.edition}` : sql``} ${plain}
      order by ${order} limit ${opts.limit}`.execute(this.db);
    return full.rows;
  }

  /**
   * Plain roles of an edition (spare: see simSpareRolesQuery), least busy first, each handed out once per process.
   * The claim is synchronous after the read, so two calls at once never get one role.
   */
  async spareRoles(edition: EditionCode, count: number, key?: string): Promise<GameRole[]> {
    const kept = key === undefined ? undefined : this.keyed.get(`${edition}:${key}`);
    if (kept && kept.length >= count) return kept.slice(0, count);
    const demo = new Set((await this.sampleRoles(12)).list.map((r) => r.uid));
    const candidates = await this.activeRoles({ edition, busiestFirst: false, limit: count + demo.size + this.handedOut.size + 20, minGames: SPARE_SEASON_GAMES, plain: true });
    const picked = candidates.filter((r) => !demo.has(r.uid) && !this.handedOut.has(r.uid) && !isSuspendedSimUid(r.uid)).slice(0, count);
    for (const r of picked) this.handedOut.add(r.uid);
    if (key === undefined) return picked;
    const all = [...(kept ?? []), ...picked].slice(0, count);
    this.keyed.set(`${edition}:${key}`, all);
    return all;
  }

  /**
   * Roles whose best 2v2 score in any season reached the tournament's bar and that no account has bound (nor the demo
   * hint shows), by uid:
   * the tournament's journeys take their entrants from here (a bound role would be someone else's test player).
   */
  async top2v2(opts: { edition?: EditionCode | undefined; region?: string | undefined; limit: number }) {
    let q = this.db
      .selectFrom('sim_roles as r')
      .innerJoin(
        (eb) => eb.selectFrom('ladders').select((l) => ['uid', l.fn.max('max_score').as('best')]).where('mode', '=', 'T2').groupBy('uid').having((l) => l.fn.max('max_score'), '>=', MIN_2V2_SCORE).as('l'),
        (join) => join.onRef('l.uid', '=', 'r.uid'),
      )
      .select(['r.uid', 'r.nickname', 'r.edition', 'r.region', 'l.best'])
      .where((eb) => eb.not(eb.exists(eb.selectFrom('account_roles as a').select('a.uid').whereRef('a.uid', '=', 'r.uid'))));
    // The demo hint's samples belong to the journeys that log in with them.
    const demo = (await this.sampleRoles(12)).list.map((r) => r.uid);
    if (demo.length > 0) q = q.where('r.uid', 'not in', demo);
    if (opts.edition) q = q.where('r.edition', '=', opts.edition);
    if (opts.region) q = q.where('r.region', '=', opts.region);
    const rows = await q.orderBy('r.uid').limit(opts.limit).execute();
    return { list: rows.map((r) => ({ ...r, best: Number(r.best) })) };
  }

  async mailbox(uid: string, limit = 20) {
    const rows = await this.db.selectFrom('sim_mail').selectAll().where('uid', '=', uid).orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ ...r, created_at: Math.floor(r.created_at.getTime() / 1000) }));
  }
}
