import { sql } from 'kysely';
import type { Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import { businessDay } from '@mecha/shared/welfare/business-time';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { grantIn } from './grants.ts';
import { itemsIn } from './items.ts';
import type { RoleZones } from './role-zones.ts';

export const SIGNIN_DAYS = 7;

// The 7-day sign-in: one claim a business day, seven in all, one participation per account. The log's keys
// (account + business day, account + day number) and the grant's key hold that under any concurrency.
export class SigninService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly zones: RoleZones,
  ) {}

  async strip(yfyUid: string, roleUid: string, lang: Language) {
    const { timeZone } = await this.zones.of(roleUid);
    const today = businessDay(this.clock.now(), timeZone);
    const [rewards, log] = await Promise.all([
      this.db.selectFrom('signin_rewards').selectAll().orderBy('day').execute(),
      this.db.selectFrom('signin_log').select(['n', 'business_day']).where('yfy_uid', '=', yfyUid).execute(),
    ]);
    const signedToday = log.some((l) => l.business_day === today);
    return {
      Signed: log.length,
      Today: log.length >= SIGNIN_DAYS ? ('complete' as const) : signedToday ? ('signed' as const) : ('claimable' as const),
      days: rewards.map((r) => ({
        Day: r.day,
        Title: localised(r.titles, lang, `#${r.day}`),
        Items: itemsIn(r.items, lang),
        Signed: log.some((l) => l.n === r.day),
      })),
    };
  }

  async checkin(yfyUid: string, roleUid: string, lang: Language) {
    const now = this.clock.now();
    const { timeZone, language } = await this.zones.of(roleUid);
    await this.db.transaction().execute(async (trx) => {
      const { count } = (await sql<{ count: string }>`select count(*) as count from signin_log where yfy_uid = ${yfyUid}`.execute(trx)).rows[0]!;
      const n = Number(count) + 1;
      if (n > SIGNIN_DAYS) throw new AppError('signinComplete');
      const logged = await trx
        .insertInto('signin_log')
        .values({ yfy_uid: yfyUid, business_day: businessDay(now, timeZone), n, signed_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('n')
        .executeTakeFirst();
      if (!logged) throw new AppError('alreadyClaimed');
      const reward = await trx.selectFrom('signin_rewards').selectAll().where('day', '=', n).executeTakeFirst();
      if (!reward) throw new AppError('claimFailed');
      const granted = await grantIn(trx, now, { owner: `acct:${yfyUid}`, source: 'signin', ref: `day-${n}`, period: 'once', yfyUid, roleUid, items: reward.items, titles: reward.titles, mailLanguage: language });
      if (granted === undefined) throw new AppError('alreadyClaimed');
    });
    return this.strip(yfyUid, roleUid, lang);
  }
}
