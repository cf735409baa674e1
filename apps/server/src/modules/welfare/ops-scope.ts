import type { EditionCode } from '@mecha/shared/editions';
import { AppError } from '../../platform/errors.ts';
import { assertOperatorEdition } from '../../platform/operator-guard.ts';
import type { OperatorContext } from '../../platform/operator-context.ts';

/**
 * Refuses a welfare change or code export the operator's editions do not cover (decision 0047): an edition's batch
 * needs that edition; a site-wide setting (the packs, the sign-in strip, a batch without an edition) reaches players
 * of every edition, so it needs an operator of every edition — an HK editor changing it would touch the Japanese one.
 */
export function assertWelfareScope(operator: OperatorContext, edition: string | null): void {
  if (edition !== null) return assertOperatorEdition(operator, edition);
  if (operator.editions !== 'all') throw new AppError('opsEditionForbidden');
}

/** The editions whose batches an operator reads: null for all, else theirs (site-wide batches are shown too). */
export const readableEditions = (operator: OperatorContext): EditionCode[] | null => (operator.editions === 'all' ? null : [...operator.editions]);
