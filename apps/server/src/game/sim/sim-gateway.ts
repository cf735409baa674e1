import { isEdition } from '@mecha/shared/editions';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { GameGateway, GameMail, GameRole } from '../gateway.ts';
import { generateSimRoles } from './roles.ts';
import { seedHistory } from './seed-history.ts';

// The simulated game world: its roles and mailboxes live in sim_* tables beside the site's own data.
export class SimGameGateway implements GameGateway {
  readonly mode = 'sim' as const;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
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
    return (row as GameRole | undefined) ?? null;
  }

  async sendMail(uid: string, mail: GameMail): Promise<void> {
    await this.db
      .insertInto('sim_mail')
      .values({ uid, kind: mail.kind, title: mail.title, body: mail.body, code: mail.code ?? null, created_at: this.clock.now(), dedupe_key: mail.key ?? null })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }

  async sampleRoles(limit: number, edition?: string) {
    let q = this.db.selectFrom('sim_roles').selectAll();
    if (edition && isEdition(edition)) q = q.where('edition', '=', edition);
    const list = (await q.orderBy('level', 'desc').orderBy('uid').limit(limit).execute()) as GameRole[];
    const total = await this.db.selectFrom('sim_roles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { list, total: Number(total.n) };
  }

  async mailbox(uid: string, limit = 20) {
    const rows = await this.db.selectFrom('sim_mail').selectAll().where('uid', '=', uid).orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ ...r, created_at: Math.floor(r.created_at.getTime() / 1000) }));
  }
}
