import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { OPS_LOCK_S, OPS_MAX_FAILURES, OPS_SESSION_IDLE_S, OPS_SESSION_MAX_S } from '@mecha/shared/ops/roles';
import type { OpsOperator, opsLoginBody, opsPasswordBody } from '@mecha/shared/ops/console-api';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { OperatorContext } from '../../platform/operator-context.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import { contextOf, credentialHash, operatorOf, TOKEN_PREFIX, type OperatorRow as Row } from './operator-rows.ts';
import { dummyVerify, hashPassword, verifyPassword } from './password.ts';
import { totpStep } from './totp.ts';

// Logins, sessions and one's own password (decision 0043): which credential is whose, the failed-login count and
// the lock, a TOTP code used once. Every rule that two requests could race is one conditional statement.

/** last_seen_at and last_used_at are written at most this often (a write per call would cost every call). */
const TOUCH_MS = 60_000;
/** Longest credential looked up (anything longer is nobody's: the bootstrap check gets it). */
const CREDENTIAL_MAX = 200;

export class SessionsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The time one-time codes are checked at: authenticator apps run on real time, not on a moved sim clock. */
    private readonly totpClock: Clock = clock,
  ) {}

  /** Name, password and a fresh TOTP code give a session; every refusal is the same opsLoginFailed (or opsLocked). */
  async login(body: z.infer<typeof opsLoginBody>) {
    const now = this.clock.now();
    const row = await this.db.selectFrom('operators').selectAll().where('name', '=', body.name).executeTakeFirst();
    if (!row) {
      await dummyVerify(body.password);
      throw new AppError('opsLoginFailed');
    }
    if (row.locked_until && row.locked_until > now) throw new AppError('opsLocked', { until: unixSeconds(row.locked_until) });
    const step = await this.checkSecrets(row, body.password, body.totp, now);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + OPS_SESSION_MAX_S * 1000);
    const done = await this.db.transaction().execute(async (trx) => {
      const ok = step === null ? undefined : await this.consumeStep(trx, row.id, step, now, true);
      if (!ok) return undefined;
      await trx.insertInto('operator_sessions').values({ token_hash: credentialHash(token), operator_id: row.id, created_at: now, last_seen_at: now, expires_at: expiresAt, revoked_at: null }).execute();
      return ok;
    });
    if (!done) return this.refuse(row.id, now);
    return { token, expiresAt: unixSeconds(expiresAt), operator: operatorOf(done) };
  }

  /** The TOTP step of a right password and code (checked both, always), or null; a disabled account never passes. */
  private async checkSecrets(row: Row, password: string, code: string, now: Date): Promise<number | null> {
    const passwordOk = await verifyPassword(password, row.password_hash);
    const step = totpStep(row.totp_secret, code, this.totpClock === this.clock ? now : this.totpClock.now());
    return passwordOk && step !== null && !row.disabled ? step : null;
  }

  /**
   * Accepts a TOTP step once (later than the last accepted), for an enabled account that is not locked; on a login
   * it also resets the failure count. Undefined when refused (a replayed code, or the account changed meanwhile).
   */
  private async consumeStep(trx: Transaction<Database>, id: number, step: number, now: Date, login: boolean) {
    let q = trx
      .updateTable('operators')
      .set({ last_totp_step: step })
      .where('id', '=', id)
      .where('last_totp_step', '<', String(step))
      .where('disabled', '=', false)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]));
    if (login) q = q.set({ failed_logins: 0, locked_until: null, last_login_at: now });
    return q.returningAll().executeTakeFirst();
  }

  /**
   * Counts a failure (one conditional UPDATE: concurrent failures each count, and the lock is set by the one that
   * reaches OPS_MAX_FAILURES; a lock that has run out starts the count again), then refuses.
   */
  private async refuse(id: number, now: Date): Promise<never> {
    const until = new Date(now.getTime() + OPS_LOCK_S * 1000);
    const { rows } = await sql<{ locked_until: Date | null }>`
      update operators set
        failed_logins = case when locked_until is not null and locked_until <= ${now} then 1 else failed_logins + 1 end,
        locked_until = case
          when (case when locked_until is not null and locked_until <= ${now} then 1 else failed_logins + 1 end) >= ${OPS_MAX_FAILURES} then ${until}
          when locked_until is not null and locked_until <= ${now} then null
          else locked_until end
      where id = ${id} and (locked_until is null or locked_until <= ${now})
      returning locked_until`.execute(this.db);
    const lockedUntil = rows[0] ? rows[0].locked_until : (await this.db.selectFrom('operators').select('locked_until').where('id', '=', id).executeTakeFirst())?.locked_until;
    // The failure that set the lock is still told "wrong" (it was); the calls after it are told "locked".
    if (!rows[0] && lockedUntil && lockedUntil > now) throw new AppError('opsLocked', { until: unixSeconds(lockedUntil) });
    throw new AppError('opsLoginFailed');
  }

  /** The operator of a live session or personal token, or null (then the bootstrap credential is tried). */
  async resolve(credential: string): Promise<OperatorContext | null> {
    if (!credential || credential.length > CREDENTIAL_MAX) return null;
    const now = this.clock.now();
    const hash = credentialHash(credential);
    const touchBefore = new Date(now.getTime() - TOUCH_MS);
    // A session token could start with the prefix too (one in 16 million): a token that is not found is tried as one.
    if (credential.startsWith(TOKEN_PREFIX)) {
      const token = await this.resolveToken(hash, now, touchBefore);
      if (token) return token;
    }
    return this.resolveSession(hash, now, touchBefore);
  }

  private async resolveToken(hash: string, now: Date, touchBefore: Date): Promise<OperatorContext | null> {
    const row = await this.db
      .selectFrom('operator_tokens as t')
      .innerJoin('operators as o', 'o.id', 't.operator_id')
      .select(['o.id', 'o.name', 'o.role', 'o.editions', 't.id as token_id', 't.last_used_at'])
      .where('t.token_hash', '=', hash)
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', now)
      .where('o.disabled', '=', false)
      .executeTakeFirst();
    if (!row) return null;
    if (!row.last_used_at || row.last_used_at < touchBefore) {
      await this.db.updateTable('operator_tokens').set({ last_used_at: now }).where('id', '=', row.token_id).where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', touchBefore)])).execute();
    }
    return contextOf(row, 'token');
  }

  private async resolveSession(hash: string, now: Date, touchBefore: Date): Promise<OperatorContext | null> {
    const row = await this.db
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select(['o.id', 'o.name', 'o.role', 'o.editions', 's.last_seen_at'])
      .where('s.token_hash', '=', hash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where('s.last_seen_at', '>', new Date(now.getTime() - OPS_SESSION_IDLE_S * 1000))
      .where('o.disabled', '=', false)
      .executeTakeFirst();
    if (!row) return null;
    if (row.last_seen_at < touchBefore) {
      await this.db.updateTable('operator_sessions').set({ last_seen_at: now }).where('token_hash', '=', hash).where('last_seen_at', '<', touchBefore).execute();
    }
    return contextOf(row, 'session');
  }

  async me(op: OperatorContext) {
    if (op.id === null) {
      const operator: OpsOperator = { name: op.name, role: op.role, editions: op.editions === 'all' ? 'all' : [...op.editions], disabled: false, lockedUntil: null, lastLoginAt: null, createdAt: 0 };
      return { operator, via: op.via };
    }
    return { operator: operatorOf(await this.byId(op.id)), via: op.via };
  }

  /** Ends the credential the call was made with: a session, or a personal token (the CLI's `ops logout`). */
  async logout(op: OperatorContext, credential: string | undefined) {
    if (op.id === null || !credential) return { ok: true };
    const now = this.clock.now();
    const hash = credentialHash(credential);
    if (op.via === 'token') await this.db.updateTable('operator_tokens').set({ revoked_at: now }).where('token_hash', '=', hash).where('operator_id', '=', op.id).where('revoked_at', 'is', null).execute();
    else await this.db.updateTable('operator_sessions').set({ revoked_at: now }).where('token_hash', '=', hash).where('operator_id', '=', op.id).where('revoked_at', 'is', null).execute();
    return { ok: true };
  }

  /**
   * One's own password, confirmed by the current one and a fresh TOTP code; the operator's other sessions end, the
   * one making the call and the personal tokens stay (decision 0052). The audit row is written in the change's
   * transaction.
   */
  async changePassword(op: OperatorContext, body: z.infer<typeof opsPasswordBody>, credential: string | undefined, audit?: AuditWriter) {
    if (op.id === null) throw new AppError('opsOperatorNotFound');
    const now = this.clock.now();
    const row = await this.byId(op.id);
    if (row.locked_until && row.locked_until > now) throw new AppError('opsLocked', { until: unixSeconds(row.locked_until) });
    const step = await this.checkSecrets(row, body.current, body.totp, now);
    if (step !== null && (body.next === body.current || body.next.toLowerCase().includes(row.name.toLowerCase()))) throw new AppError('opsPasswordWeak');
    const hash = await hashPassword(body.next);
    const keep = credential && op.via === 'session' ? credentialHash(credential) : '';
    const ok = await this.db.transaction().execute(async (trx) => {
      if (step === null || !(await this.consumeStep(trx, row.id, step, now, false))) return false;
      await trx.updateTable('operators').set({ password_hash: hash }).where('id', '=', row.id).execute();
      const ended = await trx.updateTable('operator_sessions').set({ revoked_at: now }).where('operator_id', '=', row.id).where('revoked_at', 'is', null).where('token_hash', '<>', keep).executeTakeFirst();
      await audit?.(trx, { action: 'console.password', area: 'self', target: row.name, before: null, after: { changed: true, otherSessionsEnded: Number(ended.numUpdatedRows) } });
      return true;
    });
    if (!ok) return this.refuse(row.id, now);
    return { ok: true };
  }

  private async byId(id: number): Promise<Row> {
    const row = await this.db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('opsOperatorNotFound');
    return row;
  }
}
