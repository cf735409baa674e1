import { sql } from 'kysely';
import type { z } from 'zod';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import type { opsOperatorCreateBody, opsOperatorUpdateBody } from '@mecha/shared/ops/console-api';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { OperatorContext } from '../../platform/operator-context.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import { operatorOf, withinEditions } from './operator-rows.ts';
import { hashPassword } from './password.ts';
import { newTotpSecret, otpauthUrl } from './totp.ts';

// Operators' accounts (admin, decision 0043): list, create, change. The last active admin is kept by one
// conditional UPDATE under a transaction lock.

/** Serialises changes of role or state, so the "last active admin" guard sees every other change. */
const ADMINS_LOCK = 74_090_043;

export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list() {
    const rows = await this.db.selectFrom('operators').selectAll().orderBy('name').limit(1000).execute();
    return { list: rows.map(operatorOf) };
  }

  /** A new operator; the TOTP secret and its otpauth URL are answered once. */
  async create(by: OperatorContext, body: z.infer<typeof opsOperatorCreateBody>, audit?: AuditWriter) {
    if (!withinEditions(by.editions, body.editions)) throw new AppError('opsEditionForbidden');
    const secret = newTotpSecret();
    const hash = await hashPassword(body.password);
    const row = await this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('operators')
        .values({ name: body.name, password_hash: hash, totp_secret: secret, role: body.role, editions: JSON.stringify(body.editions), created_at: this.clock.now(), created_by: by.name })
        .onConflict((oc) => oc.column('name').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!created) throw new AppError('opsOperatorExists');
      await audit?.(trx, { action: 'operators.create', area: 'operators', target: created.name, before: null, after: operatorOf(created) });
      return created;
    });
    return { operator: operatorOf(row), totpSecret: secret, otpauthUrl: otpauthUrl(secret, row.name) };
  }

  /**
   * Role, editions, disabled, unlock, a new password, a new TOTP secret. The last active admin is never disabled
   * or demoted: the UPDATE's own WHERE asks for another active admin, under a transaction lock that orders such
   * changes, so two admins disabling each other at once leave one. Disabling ends the operator's sessions and
   * tokens; a new password ends its sessions. An admin scoped to some editions manages only operators within them.
   */
  async update(by: OperatorContext, body: z.infer<typeof opsOperatorUpdateBody>, audit?: AuditWriter) {
    if (body.editions && !withinEditions(by.editions, body.editions)) throw new AppError('opsEditionForbidden');
    const now = this.clock.now();
    const hash = body.password ? await hashPassword(body.password) : undefined;
    const secret = body.resetTotp ? newTotpSecret() : undefined;
    const result = await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ADMINS_LOCK})`.execute(trx);
      const before = await trx.selectFrom('operators').selectAll().where('name', '=', body.name).executeTakeFirst();
      if (!before) throw new AppError('opsOperatorNotFound');
      // Editions change only under this same lock, so what was read here still holds at the UPDATE.
      if (!withinEditions(by.editions, before.editions as OpsEditions)) throw new AppError('opsEditionForbidden');
      const role = body.role ?? null;
      const disabled = body.disabled ?? null;
      const row = await trx
        .updateTable('operators')
        .set({
          ...(body.role ? { role: body.role } : {}),
          ...(body.editions ? { editions: JSON.stringify(body.editions) } : {}),
          ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
          ...(body.unlock ? { failed_logins: 0, locked_until: null } : {}),
          ...(hash ? { password_hash: hash } : {}),
          ...(secret ? { totp_secret: secret, last_totp_step: 0 } : {}),
        })
        .where('name', '=', body.name)
        .where(
          sql<boolean>`(
            (coalesce(${role}::text, role) = 'admin' and not coalesce(${disabled}::boolean, disabled))
            or not (role = 'admin' and not disabled)
            or exists (select 1 from operators other where other.role = 'admin' and not other.disabled and other.id <> operators.id)
          )`,
        )
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('opsLastAdmin');
      if (row.disabled && !before.disabled) {
        await trx.updateTable('operator_tokens').set({ revoked_at: now }).where('operator_id', '=', row.id).where('revoked_at', 'is', null).execute();
      }
      if ((row.disabled && !before.disabled) || hash) {
        await trx.updateTable('operator_sessions').set({ revoked_at: now }).where('operator_id', '=', row.id).where('revoked_at', 'is', null).execute();
      }
      const reset = [...(hash ? ['password'] : []), ...(secret ? ['one-time code'] : [])];
      const after = { ...operatorOf(row), ...(reset.length ? { reset } : {}) };
      await audit?.(trx, { action: 'operators.update', area: 'operators', target: row.name, before: operatorOf(before), after });
      return { before: operatorOf(before), after: operatorOf(row) };
    });
    return { ...result, totpSecret: secret ?? null, otpauthUrl: secret ? otpauthUrl(secret, body.name) : null };
  }
}
