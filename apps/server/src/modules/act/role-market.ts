import { EDITIONS, isEdition, type EditionCode } from '@mecha/shared/editions';
import type { Language } from '@mecha/shared/i18n/languages';
import { currencyFor, type Currency } from '@mecha/shared/pay/money';
import type { RoleDirectory } from '../account/role-directory.ts';
import { fail } from '../../platform/errors.ts';

export interface Market {
  edition: EditionCode;
  currency: Currency;
  /** The language of the role's in-game mail. */
  language: Language;
}

/** The edition's market without a role: its home currency (HKD for the HK/TW edition). */
export const editionMarket = (edition: EditionCode): Market => ({ edition, currency: currencyFor(edition, ''), language: EDITIONS[edition].language });

/** Which event a role takes part in: its edition's, in the currency it pays in (Taiwan roles in TWD). */
export class RoleMarkets {
  constructor(private readonly roles: RoleDirectory) {}

  async of(roleUid: string): Promise<Market> {
    const role = await this.roles.lookup(roleUid);
    if (!role || !isEdition(role.edition)) return fail('roleNotFound');
    return { ...editionMarket(role.edition), currency: currencyFor(role.edition, role.region) };
  }
}
