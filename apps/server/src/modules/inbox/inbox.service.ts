import type { Language } from '@mecha/shared/i18n/languages';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { Message } from '@mecha/shared/welfare/api';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';

// The message centre: rewards, notices and event messages of an account, in the reader's language.
export class InboxService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private base(yfyUid: string) {
    return this.db
      .selectFrom('messages as m')
      .leftJoin('mail_outbox as o', 'o.grant_id', 'm.grant_id')
      .select(['m.id', 'm.kind', 'm.titles', 'm.bodies', 'm.created_at', 'm.read_at', 'm.grant_id', 'o.status'])
      .where('m.yfy_uid', '=', yfyUid);
  }

  async unread(yfyUid: string) {
    const row = await this.db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n')).where('yfy_uid', '=', yfyUid).where('read_at', 'is', null).executeTakeFirstOrThrow();
    return { Unread: Number(row.n) };
  }

  async list(yfyUid: string, lang: Language, page: number, size: number) {
    const rows = await this.base(yfyUid).orderBy('m.id', 'desc').offset((page - 1) * size).limit(size + 1).execute();
    return { list: rows.slice(0, size).map((r) => toMessage(r, lang)), page, size, hasMore: rows.length > size };
  }

  async detail(yfyUid: string, id: number, lang: Language) {
    const row = await this.base(yfyUid).where('m.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('notFound');
    return toMessage(row, lang);
  }

  async read(yfyUid: string, id: number) {
    const res = await this.db.updateTable('messages').set({ read_at: this.clock.now() }).where('yfy_uid', '=', yfyUid).where('id', '=', id).where('read_at', 'is', null).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0 && !(await this.db.selectFrom('messages').select('id').where('yfy_uid', '=', yfyUid).where('id', '=', id).executeTakeFirst())) throw new AppError('notFound');
    return this.unread(yfyUid);
  }

  async readAll(yfyUid: string) {
    await this.db.updateTable('messages').set({ read_at: this.clock.now() }).where('yfy_uid', '=', yfyUid).where('read_at', 'is', null).execute();
    return this.unread(yfyUid);
  }
}

function toMessage(r: { id: number; kind: string; titles: Record<string, string>; bodies: Record<string, string>; created_at: Date; read_at: Date | null; grant_id: number | null; status: string | null }, lang: Language): Message {
  const pick = (m: Record<string, string>) => localisedOrAny(m, lang);
  return {
    Id: r.id, Kind: r.kind, Title: pick(r.titles), Body: pick(r.bodies), CreatedAt: unixSeconds(new Date(r.created_at)), Read: r.read_at !== null,
    Delivery: r.grant_id === null ? null : r.status === 'delivered' ? 'delivered' : 'pending',
  };
}
