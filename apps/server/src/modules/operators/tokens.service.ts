import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { opsTokenCreateBody } from '@mecha/shared/ops/console-api';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { OperatorContext } from '../../platform/operator-context.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import { credentialHash, TOKEN_PREFIX } from './operator-rows.ts';

// One's personal API tokens (prefix opt_, for the CLI): listed without the token itself, created (shown once),
// revoked. Resolving a token to its operator is the sessions service's (sessions.service.ts).

export class TokensService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async tokens(op: OperatorContext) {
    if (op.id === null) return { list: [] };
    const rows = await this.db.selectFrom('operator_tokens').selectAll().where('operator_id', '=', op.id).orderBy('id', 'desc').limit(200).execute();
    return { list: rows.map((r) => this.tokenInfo(r)) };
  }

  /** The token is answered once; the audit row (label, expiry, never the token) is written with the insert. */
  async createToken(op: OperatorContext, body: z.infer<typeof opsTokenCreateBody>, audit?: AuditWriter) {
    if (op.id === null) throw new AppError('opsOperatorNotFound');
    const now = this.clock.now();
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('operator_tokens')
        .values({ operator_id: op.id!, label: body.label, token_hash: credentialHash(token), created_at: now, expires_at: new Date(now.getTime() + body.days * 86_400_000), last_used_at: null, revoked_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit?.(trx, { action: 'console.token.create', area: 'self', target: op.name, before: null, after: { id: created.id, label: created.label, expiresAt: unixSeconds(created.expires_at) } });
      return created;
    });
    return { token, info: this.tokenInfo(row) };
  }

  /** Only one's own, once (a revoked or someone else's token answers notFound). */
  async revokeToken(op: OperatorContext, id: number, audit?: AuditWriter) {
    if (op.id === null) throw new AppError('notFound');
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('operator_tokens').set({ revoked_at: this.clock.now() }).where('id', '=', id).where('operator_id', '=', op.id!).where('revoked_at', 'is', null).returning(['id', 'label']).executeTakeFirst();
      if (!row) throw new AppError('notFound');
      await audit?.(trx, { action: 'console.token.revoke', area: 'self', target: op.name, before: { id: row.id, label: row.label, revoked: false }, after: { id: row.id, label: row.label, revoked: true } });
    });
    return { ok: true };
  }

  private tokenInfo(r: { id: number; label: string; created_at: Date; expires_at: Date; last_used_at: Date | null; revoked_at: Date | null }) {
    return { id: r.id, label: r.label, createdAt: unixSeconds(r.created_at), expiresAt: unixSeconds(r.expires_at), lastUsedAt: r.last_used_at ? unixSeconds(r.last_used_at) : null, revoked: r.revoked_at !== null };
  }
}
