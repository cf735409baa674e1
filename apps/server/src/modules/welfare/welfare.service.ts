import type { Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import { businessDay, nextDailyReset, nextWeeklyPackReset, weeklyPackWeekStart } from '@mecha/shared/welfare/business-time';
import type { Pack, PackId, WelfareStatus } from '@mecha/shared/welfare/api';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { RoleZones } from './role-zones.ts';
import { grantOnce } from './grants.ts';
import { itemsIn } from './items.ts';

type PackRow = { id: string; kind: Pack['Kind']; titles: Record<string, string>; items: { id: string; qty: number; names: Record<string, string> }[]; active: boolean; starts_at: Date | null; ends_at: Date | null };

// Gift packs: newcomer once per role, daily (00:00) and weekly (Thursday 00:00) in the role's edition's business
// time, and the subscriber pack once the account subscribed to reminders. Claims go through grantOnce.
export class WelfareService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly zones: RoleZones,
  ) {}

  private period(kind: Pack['Kind'], at: Date, timeZone: string): string {
    if (kind === 'daily') return businessDay(at, timeZone);
    if (kind === 'weekly') return weeklyPackWeekStart(at, timeZone).toISOString();
    return 'once';
  }

  async status(yfyUid: string, roleUid: string, lang: Language): Promise<WelfareStatus> {
    const now = this.clock.now();
    const { timeZone } = await this.zones.of(roleUid);
    const [packs, subscribed, grants] = await Promise.all([
      this.db.selectFrom('gift_packs').selectAll().where('active', '=', true).orderBy('sort').execute() as Promise<PackRow[]>,
      this.db.selectFrom('subscriptions').select('yfy_uid').where('yfy_uid', '=', yfyUid).executeTakeFirst(),
      this.db
        .selectFrom('reward_grants as g')
        .leftJoin('mail_outbox as o', 'o.grant_id', 'g.id')
        .select(['g.ref', 'g.period', 'o.status'])
        .where('g.owner', '=', roleUid)
        .where('g.source', '=', 'pack')
        .execute(),
    ]);
    return {
      Subscribed: Boolean(subscribed),
      TimeZone: timeZone,
      packs: packs
        .filter((p) => (!p.starts_at || p.starts_at <= now) && (!p.ends_at || p.ends_at > now))
        .map((p) => {
          const grant = grants.find((g) => g.ref === p.id && g.period === this.period(p.kind, now, timeZone));
          const resets = p.kind === 'daily' ? nextDailyReset(now, timeZone) : p.kind === 'weekly' ? nextWeeklyPackReset(now, timeZone) : null;
          return {
            Id: p.id,
            Kind: p.kind,
            Title: localised(p.titles, lang, p.id),
            Items: itemsIn(p.items, lang),
            State: grant ? 'claimed' : p.kind === 'subscriber' && !subscribed ? 'locked' : 'claimable',
            ResetsAt: resets ? unixSeconds(resets) : null,
            Delivery: grant ? (grant.status === 'delivered' ? 'delivered' : 'pending') : null,
          };
        }),
    };
  }

  async claim(packId: PackId, yfyUid: string, roleUid: string, lang: Language): Promise<Pack> {
    const now = this.clock.now();
    const pack = (await this.db.selectFrom('gift_packs').selectAll().where('id', '=', packId).where('active', '=', true).executeTakeFirst()) as PackRow | undefined;
    if (!pack || (pack.starts_at && pack.starts_at > now)) throw new AppError(pack ? 'signupNotStarted' : 'packUnavailable');
    if (pack.ends_at && pack.ends_at <= now) throw new AppError('signupEnded');
    if (pack.kind === 'subscriber') {
      const sub = await this.db.selectFrom('subscriptions').select('yfy_uid').where('yfy_uid', '=', yfyUid).executeTakeFirst();
      if (!sub) throw new AppError('notSubscribed');
    }
    const { timeZone, language } = await this.zones.of(roleUid);
    const granted = await grantOnce(this.db, now, {
      owner: roleUid, source: 'pack', ref: pack.id, period: this.period(pack.kind, now, timeZone), yfyUid, roleUid, items: pack.items, titles: pack.titles, mailLanguage: language,
    });
    if (granted === undefined) throw new AppError('alreadyClaimed');
    return (await this.status(yfyUid, roleUid, lang)).packs.find((p) => p.Id === packId)!;
  }

  async subscribe(yfyUid: string) {
    await this.db.insertInto('subscriptions').values({ yfy_uid: yfyUid, subscribed_at: this.clock.now() }).onConflict((oc) => oc.doNothing()).execute();
  }
}
