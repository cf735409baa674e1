import { type Expression, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { opsAuditQuery, OpsAuditEntry } from '@mecha/shared/ops/console-api';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import type { Db } from '../../db/client.ts';
import { unixSeconds } from '../../platform/clock.ts';

type Query = z.infer<typeof opsAuditQuery>;

/** `text` as a LIKE pattern that matches it literally anywhere (\ % _ escaped; backslash is PostgreSQL's default escape). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Reading the audit log (decision 0044): newest first, keyset paging by id, filters by operator, area, edition,
// time range and free text. An operator scoped to some editions sees rows of those editions and rows of none.
export class AuditService {
  constructor(private readonly db: Db) {}

  async search(q: Query, editions: OpsEditions): Promise<{ list: OpsAuditEntry[]; next: number | null }> {
    const rows = await this.db
      .selectFrom('ops_audit_log')
      .selectAll()
      .where((eb) => {
        const and: Expression<SqlBool>[] = [];
        if (q.before !== undefined) and.push(eb('id', '<', String(q.before) as never));
        if (q.operator !== undefined) and.push(eb('operator', '=', q.operator));
        if (q.area !== undefined) and.push(eb('area', '=', q.area));
        if (q.edition !== undefined) and.push(eb('edition', '=', q.edition));
        if (q.from !== undefined) and.push(eb('at', '>=', new Date(q.from * 1000)));
        if (q.to !== undefined) and.push(eb('at', '<', new Date(q.to * 1000)));
        if (q.q) {
          const p = containsPattern(q.q);
          and.push(eb.or([eb('action', 'ilike', p), eb('target', 'ilike', p), eb('reason', 'ilike', p)]));
        }
        if (editions !== 'all') and.push(eb.or([eb('edition', 'is', null), eb('edition', 'in', [...editions])]));
        return eb.and(and);
      })
      .orderBy('id', 'desc')
      .limit(q.size + 1)
      .execute();
    const page = rows.slice(0, q.size);
    return {
      list: page.map((r) => ({
        id: Number(r.id),
        at: unixSeconds(r.at),
        operator: r.operator,
        role: r.role,
        area: r.area,
        action: r.action,
        call: r.call,
        edition: r.edition,
        target: r.target,
        before: r.before ?? null,
        after: r.after ?? null,
        reason: r.reason,
      })),
      next: rows.length > q.size ? Number(page[page.length - 1]!.id) : null,
    };
  }
}

