import { normaliseAddress, type ShippingAddress } from '@mecha/shared/address/schema';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import type { Claim } from '@mecha/shared/pay/act';
import { toDecimal } from '@mecha/shared/pay/money';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { PrizeRow } from '../../db/tables/act.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { paidTotalSql } from '../pay/pay-totals.ts';
import { grantIn } from '../welfare/grants.ts';
import { ADDRESS_WINDOW_MS, CLAIM_GRACE_MS, type ActEvents, type EventRow } from './act-events.ts';
import { claimsRepository } from './claims.repository.ts';
import { claimIn } from './presenters.ts';
import type { ActService } from './act.service.ts';

const TIER_LABEL: Record<Language, (event: string, amount: string) => string> = {
  'zh-CN': (e, a) => `${e}·累充 ${a}`,
  'zh-HK': (e, a) => `${e}·累充 ${a}`,
  en: (e, a) => `${e}: ${a} tier`,
  ja: (e, a) => `${e}・累計 ${a}`,
};

// Claiming a tier and giving a physical prize its address. Each guarantee is one SQL statement: the claim is an
// INSERT … SELECT that checks the event window, the tier and the role's paid total against the database's own
// rows and takes the unique key (role, event, tier); the address is an UPDATE that only matches while it is
// still empty, not forfeited and before its deadline.
export class ClaimService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly events: ActEvents,
    private readonly act: ActService,
  ) {}

  async chargeGift(yfyUid: string, roleUid: string, tierId: string, lang: Language): Promise<Claim> {
    const now = this.clock.now();
    const market = await this.act.markets.of(roleUid);
    const picked = await this.events.pick(market.edition, market.currency, now);
    if (!picked) return fail('actNoEvent');
    if (picked.phase === 'upcoming') return fail('actNotStarted');
    if (picked.phase === 'ended') return fail('actEnded');
    const { event } = picked;
    if (!event.tiers.some((t) => t.id === tierId)) return fail('actTierUnknown');

    const claimId = await this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number; prizes: PrizeRow[] }>`
        insert into act_claims (event_id, tier_id, role_uid, yfy_uid, prizes, claimed_at, physical, address_due_at)
        select t.event_id, t.id, ${roleUid}::text, ${yfyUid}::text, t.prizes, ${now}::timestamptz, x.physical,
               case when x.physical then ${new Date(now.getTime() + ADDRESS_WINDOW_MS)}::timestamptz end
        from act_tiers t
        join act_events e on e.id = t.event_id
        cross join lateral (select exists (select 1 from jsonb_array_elements(t.prizes) p where (p ->> 'physical')::boolean) as physical) x
        where t.event_id = ${event.id} and t.id = ${tierId} and e.active
          and e.starts_at <= ${now} and ${now} < e.ends_at + ${`${CLAIM_GRACE_MS / 1000} seconds`}::interval
          and ${paidTotalSql(roleUid, event.currency, sql.ref('e.starts_at'), sql.ref('e.ends_at'))} >= t.threshold_minor
        on conflict (role_uid, event_id, tier_id) do nothing
        returning id, prizes`.execute(trx);
      const claim = rows[0];
      if (!claim) {
        // Either another request took the key first (it waited for that one's commit), or the total is short.
        const taken = await trx.selectFrom('act_claims').select('id').where('role_uid', '=', roleUid).where('event_id', '=', event.id).where('tier_id', '=', tierId).executeTakeFirst();
        return fail(taken ? 'alreadyClaimed' : 'actTierNotReached');
      }
      const virtual = claim.prizes.filter((p) => !p.physical);
      if (virtual.length) {
        const grantId = await grantIn(trx, now, {
          owner: roleUid, source: 'tier', ref: `${event.id}/${tierId}`, period: 'once', yfyUid, roleUid,
          items: virtual.map((p) => ({ id: p.id, qty: p.qty, names: p.names })),
          titles: this.titles(event, tierId),
          mailLanguage: market.language,
        });
        if (grantId === undefined) return fail('alreadyClaimed');
        await trx.updateTable('act_claims').set({ grant_id: grantId }).where('id', '=', claim.id).execute();
      }
      return claim.id;
    });
    this.act.forget(roleUid);
    return this.present(claimId, lang);
  }

  async setAddress(yfyUid: string, claimId: number, address: ShippingAddress, lang: Language): Promise<Claim> {
    const now = this.clock.now();
    const updated = await this.db
      .updateTable('act_claims')
      .set({ address: JSON.stringify(normaliseAddress(address)), address_at: now })
      .where('id', '=', claimId)
      .where('yfy_uid', '=', yfyUid)
      .where('physical', '=', true)
      .where('address', 'is', null)
      .where('forfeited_at', 'is', null)
      .where('address_due_at', '>', now)
      .returning('role_uid')
      .executeTakeFirst();
    if (!updated) {
      const claim = await this.db.selectFrom('act_claims').select(['physical', 'address']).where('id', '=', claimId).where('yfy_uid', '=', yfyUid).executeTakeFirst();
      if (!claim) return fail('actClaimNotFound');
      if (!claim.physical) return fail('actAddressNotNeeded');
      return fail(claim.address ? 'infoLocked' : 'actForfeited');
    }
    this.act.forget(updated.role_uid);
    return this.present(claimId, lang);
  }

  private titles(event: EventRow, tierId: string): Record<string, string> {
    const tier = event.tiers.find((t) => t.id === tierId);
    const amount = `${toDecimal(tier?.threshold_minor ?? 0, event.currency)} ${event.currency}`;
    return Object.fromEntries(LANGUAGES.map((l) => [l, TIER_LABEL[l](localised(event.titles, l, event.id), amount)]));
  }

  private async present(claimId: number, lang: Language): Promise<Claim> {
    const row = await claimsRepository.byId(this.db, claimId);
    if (!row) return fail('actClaimNotFound');
    return claimIn(row, lang, this.clock.now());
  }
}
