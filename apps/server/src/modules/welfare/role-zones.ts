import { EDITIONS, isEdition } from '@mecha/shared/editions';
import type { Language } from '@mecha/shared/i18n/languages';
import type { RoleDirectory } from '../account/role-directory.ts';

/** A role's business time zone and mail language, from its edition (PRODUCT.md "Time"). */
export class RoleZones {
  constructor(private readonly roles: RoleDirectory) {}

  async of(roleUid: string): Promise<{ timeZone: string; language: Language; edition: string }> {
    const role = await this.roles.lookup(roleUid);
    const edition = role && isEdition(role.edition) ? role.edition : 'cn';
    return { timeZone: EDITIONS[edition].timeZone, language: EDITIONS[edition].language, edition };
  }
}
