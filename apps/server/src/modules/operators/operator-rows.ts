import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { OpsEditions, OpsRole } from '@mecha/shared/ops/roles';
import type { OpsOperator } from '@mecha/shared/ops/console-api';
import type { OperatorsTable } from '../../db/tables/operators.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { OperatorContext } from '../../platform/operator-context.ts';

// What the operator services share: an operators row as the API shows it, as a request's operator, and the
// hashing of credentials (sessions and personal tokens are random; only their SHA-256 is stored).

export type OperatorRow = Selectable<OperatorsTable>;

export const credentialHash = (credential: string) => createHash('sha256').update(credential).digest('hex');
export const TOKEN_PREFIX = 'opt_';

export function operatorOf(r: OperatorRow): OpsOperator {
  return {
    name: r.name,
    role: r.role,
    editions: r.editions as OpsOperator['editions'],
    disabled: r.disabled,
    lockedUntil: r.locked_until ? unixSeconds(r.locked_until) : null,
    lastLoginAt: r.last_login_at ? unixSeconds(r.last_login_at) : null,
    createdAt: unixSeconds(r.created_at),
  };
}

export const contextOf = (r: Pick<OperatorRow, 'id' | 'name' | 'role' | 'editions'>, via: 'session' | 'token'): OperatorContext => ({
  id: r.id,
  name: r.name,
  role: r.role as OpsRole,
  editions: r.editions as OpsEditions,
  via,
});

/** Whether `wanted` lies within `by` (an admin scoped to some editions grants and manages only those). */
export const withinEditions = (by: OpsEditions, wanted: OpsEditions | readonly string[]): boolean =>
  by === 'all' || (wanted !== 'all' && wanted.every((e) => (by as readonly string[]).includes(e)));
