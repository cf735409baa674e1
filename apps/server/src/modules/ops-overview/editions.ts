import { EDITION_CODES, type EditionCode } from '@mecha/shared/editions';
import type { OperatorContext } from '../../platform/operator-context.ts';
import { AppError } from '../../platform/errors.ts';

/** The editions an operator sees: null for every edition (also those added later), else the list. */
export function scopeOf(operator: OperatorContext | null): EditionCode[] | null {
  if (!operator) throw new AppError('opsSessionRequired');
  if (operator.editions === 'all') return null;
  return EDITION_CODES.filter((e) => (operator.editions as readonly string[]).includes(e));
}

/** An edition (of a row) the scope covers; a row without an edition is everyone's. */
export function inScope(scope: EditionCode[] | null, edition: string | null | undefined): boolean {
  return scope === null || edition === null || edition === undefined || (scope as string[]).includes(edition);
}
