import { ADDRESS_BOOK_MAX, type SavedAddress } from '@mecha/shared/mall/api';
import { normaliseAddress, type ShippingAddress } from '@mecha/shared/address/schema';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { accountRepository } from '../account/account.repository.ts';

export interface AddressList {
  list: SavedAddress[];
  max: number;
}

// The account's address book (decision 0030 "Address book"): up to ADDRESS_BOOK_MAX addresses, one default.
// Every change runs in a transaction that first locks the account's row, so the count and the default are decided
// one change at a time per account; the partial unique index (one default per account) stands behind it.
// Orders keep their own copy of the address, so nothing here moves an order.
export class AddressBook {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The default first, then newest first. */
  async list(yfyUid: string): Promise<AddressList> {
    const rows = await this.db.selectFrom('mall_addresses').selectAll().where('yfy_uid', '=', yfyUid).orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
    return { list: rows.map((r) => ({ ...r.address, id: r.id, isDefault: r.is_default })), max: ADDRESS_BOOK_MAX };
  }

  /** A new address (no id) or a replacement; answers the book. The first address is the default whatever was asked. */
  async save(yfyUid: string, body: { id?: number; address: ShippingAddress; isDefault: boolean }): Promise<AddressList> {
    const address = JSON.stringify(normaliseAddress(body.address));
    await this.db.transaction().execute(async (trx) => {
      if (!(await accountRepository.lockAccount(trx, yfyUid))) fail('loginExpired');
      const { n } = await trx.selectFrom('mall_addresses').select((eb) => eb.fn.countAll<number>().as('n')).where('yfy_uid', '=', yfyUid).executeTakeFirstOrThrow();
      const count = Number(n);
      const makeDefault = body.isDefault || count === 0 || (body.id !== undefined && count === 1);
      if (makeDefault) {
        // The old default gives way first, in the same transaction (the partial unique index allows one).
        let clear = trx.updateTable('mall_addresses').set({ is_default: false }).where('yfy_uid', '=', yfyUid).where('is_default', '=', true);
        if (body.id !== undefined) clear = clear.where('id', '!=', body.id);
        await clear.execute();
      }
      if (body.id === undefined) {
        if (count >= ADDRESS_BOOK_MAX) fail('mallAddressBookFull');
        await trx.insertInto('mall_addresses').values({ yfy_uid: yfyUid, address, is_default: makeDefault, created_at: this.clock.now() }).execute();
        return;
      }
      const res = await trx
        .updateTable('mall_addresses')
        .set(makeDefault ? { address, is_default: true } : { address })
        .where('id', '=', body.id)
        .where('yfy_uid', '=', yfyUid)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) fail('mallAddressNotFound');
    });
    return this.list(yfyUid);
  }

  /** Deletes one of the account's addresses; when it was the default, the newest remaining one becomes it. */
  async delete(yfyUid: string, id: number): Promise<AddressList> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await accountRepository.lockAccount(trx, yfyUid))) fail('loginExpired');
      const gone = await trx.deleteFrom('mall_addresses').where('id', '=', id).where('yfy_uid', '=', yfyUid).returning('is_default').executeTakeFirst();
      if (!gone) fail('mallAddressNotFound');
      if (gone?.is_default) {
        const next = await trx.selectFrom('mall_addresses').select('id').where('yfy_uid', '=', yfyUid).orderBy('id', 'desc').limit(1).executeTakeFirst();
        if (next) await trx.updateTable('mall_addresses').set({ is_default: true }).where('id', '=', next.id).execute();
      }
    });
    return this.list(yfyUid);
  }
}
