import type { Transaction } from 'kysely';
import type { EditionCode } from '@mecha/shared/editions';
import { seesPersonalData } from '@mecha/shared/ops/roles';
import type { Database } from '../../db/types.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fail } from '../../platform/errors.ts';
import { assertOperatorEdition } from '../../platform/operator-guard.ts';
import type { OperatorContext } from '../../platform/operator-context.ts';

export type RevealKind = 'mall-order' | 'annual-draw' | 'act-claim' | 'comp-team' | 'address-book';
type Trx = Transaction<Database>;

/** Writes the reveal's audit row inside the transaction that read the record (the routes pass the audit writer). */
export type RevealAudit = (trx: Trx, entry: { action: string; area: string; target: string; edition: string | null }) => Promise<void>;

interface Found {
  fields: Record<string, string>;
  /** The editions the record belongs to: one (an order's role, an event's), or an account's roles' (address book). */
  editions: string[];
}

const isRowId = (id: string) => /^\d{1,15}$/.test(id);
const strings = (o: object | null): Record<string, string> =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([k, v]) => [k, String(v)]));

// Personal data (addresses, phones, contacts) shown one record at a time, to the roles that may see it, and each
// reveal written to the audit log in the same transaction as the read (target `kind:id`, never the data itself).
export class RevealService {
  constructor(private readonly db: Db) {}

  async reveal(operator: OperatorContext | null, kind: RevealKind, id: string, audit: RevealAudit): Promise<{ fields: Record<string, string> }> {
    if (!operator) throw new AppError('opsSessionRequired');
    if (!seesPersonalData(operator.role)) throw new AppError('opsRoleForbidden');
    return this.db.transaction().execute(async (trx) => {
      const found = await this.find(trx, kind, id);
      if (!found) return fail('notFound');
      // One edition the operator covers is enough for an account's address book; any other record has one edition.
      const edition = found.editions.find((e) => operator.editions === 'all' || (operator.editions as readonly string[]).includes(e)) ?? found.editions[0] ?? null;
      if (edition !== null) assertOperatorEdition(operator, edition);
      await audit(trx, { action: 'console.reveal', area: 'players', target: `${kind}:${id}`, edition });
      return { fields: found.fields };
    });
  }

  private async find(trx: Trx, kind: RevealKind, id: string): Promise<Found | null> {
    switch (kind) {
      case 'mall-order': {
        const row = await trx.selectFrom('mall_orders as o').leftJoin('game_roles as g', 'g.uid', 'o.role_uid').select(['o.address', 'g.edition']).where('o.id', '=', id).executeTakeFirst();
        return row ? { fields: strings(row.address), editions: row.edition ? [row.edition] : [] } : null;
      }
      case 'annual-draw': {
        if (!isRowId(id)) return null;
        const row = await trx.selectFrom('annual_draws as d').innerJoin('annual_events as e', 'e.id', 'd.event_id').select(['d.address', 'e.edition']).where('d.id', '=', Number(id)).executeTakeFirst();
        return row ? { fields: strings(row.address), editions: [row.edition] } : null;
      }
      case 'act-claim': {
        if (!isRowId(id)) return null;
        const row = await trx.selectFrom('act_claims as c').innerJoin('act_events as e', 'e.id', 'c.event_id').select(['c.address', 'e.edition']).where('c.id', '=', Number(id)).executeTakeFirst();
        return row ? { fields: strings(row.address), editions: [row.edition] } : null;
      }
      case 'comp-team': {
        const row = await trx.selectFrom('comp_teams as t').leftJoin('game_roles as g', 'g.uid', 't.leader_uid').select(['t.contact_kind', 't.contact', 'g.edition', 't.domestic']).where('t.id', '=', id).executeTakeFirst();
        if (!row) return null;
        const edition = row.edition ?? (row.domestic ? 'cn' : null);
        return { fields: { contactKind: row.contact_kind, contact: row.contact }, editions: edition ? [edition] : [] };
      }
      case 'address-book': {
        if (!isRowId(id)) return null;
        const row = await trx.selectFrom('mall_addresses').select(['address', 'yfy_uid']).where('id', '=', Number(id)).executeTakeFirst();
        if (!row) return null;
        const roles = await trx
          .selectFrom('account_roles as ar')
          .innerJoin('game_roles as g', 'g.uid', 'ar.uid')
          .select('g.edition')
          .distinct()
          .where('ar.yfy_uid', '=', row.yfy_uid)
          .orderBy('g.edition')
          .execute();
        return { fields: strings(row.address), editions: roles.map((r) => r.edition as EditionCode) };
      }
    }
  }
}
