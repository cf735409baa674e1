import type { EditionCode } from '@mecha/shared/editions';
import { currencyFor, type Currency } from '@mecha/shared/pay/money';
import type { OfficialCheck, TopupRefusal } from '@mecha/shared/pay/api';
import type { ErrorKey } from '@mecha/shared/errors/catalogue';
import type { Db } from '../../db/client.ts';
import type { GameRole } from '../../game/gateway.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import type { PayCatalogue } from './catalogue.ts';
import { payRepository as repo } from './pay.repository.ts';

export interface CheckedRole {
  check: OfficialCheck;
  role: GameRole | null;
  currency: Currency;
  cap: { limitMinor: number; spentMinor: number } | null;
}

/** The refusal a pay call answers for each official-check reason. */
export const REFUSAL_ERROR: Record<TopupRefusal, ErrorKey> = {
  unknownUid: 'roleNotFound',
  otherEdition: 'payOtherEdition',
  suspended: 'paySuspended',
  monthlyCap: 'payMonthlyCap',
};

// official-check (PRODUCT.md "Top-up in detail"): who would receive a top-up and whether they may. Any role of
// the site's edition may be topped up, not only the account's own; the cap is the paying account's.
export class TopupCheck {
  constructor(
    private readonly db: Db,
    private readonly roles: RoleDirectory,
    private readonly clock: Clock,
    private readonly catalogue: PayCatalogue,
  ) {}

  async check(uid: string, siteEdition: EditionCode, yfyUid: string): Promise<CheckedRole> {
    const role = await this.roles.lookup(uid);
    if (!role) {
      const currency = currencyFor(siteEdition, '');
      return { role, currency, cap: null, check: { uid, nickname: '', avatar: '', level: 0, edition: siteEdition, region: '', currency, allowed: false, reason: 'unknownUid' } };
    }
    const currency = currencyFor(role.edition, role.region);
    const settings = await this.catalogue.settings(role.edition, currency);
    const cap = settings.capMinor === null ? null : { limitMinor: settings.capMinor, spentMinor: await repo.monthSpend(this.db, yfyUid, role.edition, currency, this.clock.now()) };
    const reason: TopupRefusal | null =
      role.edition !== siteEdition ? 'otherEdition' : role.suspended ? 'suspended' : cap && cap.spentMinor >= cap.limitMinor ? 'monthlyCap' : null;
    const check = { uid: role.uid, nickname: role.nickname, avatar: role.avatar, level: role.level, edition: role.edition, region: role.region, currency, allowed: reason === null, reason };
    return { role, currency, cap, check };
  }
}
