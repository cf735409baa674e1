import type { Db } from '../../db/client.ts';
import type { ClaimRow } from './presenters.ts';

// Reads of tier claims, each with its virtual part's mail state. Writes live in claim.service.ts, where their
// guards are.
const base = (db: Db) =>
  db
    .selectFrom('act_claims as c')
    .leftJoin('mail_outbox as o', 'o.grant_id', 'c.grant_id')
    .select(['c.id', 'c.event_id', 'c.tier_id', 'c.role_uid', 'c.prizes', 'c.claimed_at', 'c.grant_id', 'c.physical', 'c.address', 'c.address_due_at', 'c.forfeited_at', 'o.status as mail_status']);

export const claimsRepository = {
  ofRoleInEvent(db: Db, roleUid: string, eventId: string): Promise<ClaimRow[]> {
    return base(db).where('c.role_uid', '=', roleUid).where('c.event_id', '=', eventId).execute();
  },

  ofAccount(db: Db, yfyUid: string, limit = 200): Promise<ClaimRow[]> {
    return base(db).where('c.yfy_uid', '=', yfyUid).orderBy('c.id', 'desc').limit(limit).execute();
  },

  byId(db: Db, id: number): Promise<ClaimRow | undefined> {
    return base(db).where('c.id', '=', id).executeTakeFirst();
  },
};
