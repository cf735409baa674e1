import { coversEveryEdition, editionOfRegion } from '@mecha/shared/competition/ops-api';
import { EDITIONS, type EditionCode } from '@mecha/shared/editions';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import { AppError } from '../../../platform/errors.ts';
import type { AuditWriter } from '../../../platform/audit-log.ts';
import { assertOperatorEdition } from '../../../platform/operator-guard.ts';
import type { OperatorContext } from '../../../platform/operator-context.ts';

// Who may change what in a tournament (decision 0051). A team belongs to the edition of its region (a team's
// region is its leader's, one of that edition's regions: PRODUCT.md; domestic = cn, every other edition overseas).
// A tournament takes teams of every edition, so a change to the whole tournament (its schedule, a stage's bracket)
// needs an operator of every edition; a change to a team, one of that team's edition.

/** What a change carries: the operator (for the edition checks) and the request's in-transaction audit writer. */
export interface OpsCtx {
  operator: OperatorContext | null;
  audit: AuditWriter;
}

/** Refuses (opsEditionForbidden) an operator not scoped to the team's edition. */
export function assertTeamScope(operator: OperatorContext | null, region: string): EditionCode | null {
  const edition = editionOfRegion(region);
  if (!operator) throw new AppError('opsSessionRequired');
  if (edition !== null) assertOperatorEdition(operator, edition);
  return edition;
}

/** Refuses (opsEditionForbidden) an operator who does not cover every edition: the change reaches all teams. */
export function assertWholeTournament(operator: OperatorContext | null): void {
  if (!operator) throw new AppError('opsSessionRequired');
  if (!coversEveryEdition(operator.editions)) throw new AppError('opsEditionForbidden');
}

/** The regions an operator's teams may be of; null for every region. */
export function scopeRegions(editions: OpsEditions): string[] | null {
  return editions === 'all' ? null : editions.flatMap((e) => [...EDITIONS[e].regions]);
}
