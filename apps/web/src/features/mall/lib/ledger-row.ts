import type { LedgerEntry, LedgerType } from '@mecha/shared/mall/api';
import { PAY_ROUTES } from '../../pay/pay-routes.ts';
import { mallOrderHref } from './order-view.ts';

// How one points-ledger entry reads on points-detail: its type's label, the amount's sign and colour, and where
// it leads (the mall order it paid for or refunded, or the top-up that earned it).

export type LedgerTypeKey = `mall.orders.ledger.type.${LedgerType}`;
export const ledgerTypeKey = (type: LedgerType): LedgerTypeKey => `mall.orders.ledger.type.${type}`;

/** gain: points in (top-up, refund, a positive adjustment); spend: points out (exchange, expiry, a negative one). */
export function ledgerTone(amount: number): 'gain' | 'spend' | 'zero' {
  return amount > 0 ? 'gain' : amount < 0 ? 'spend' : 'zero';
}

/** The page an entry refers to, or null for an entry without a reference (operator adjustments, expiries). */
export function ledgerHref(ref: LedgerEntry['ref']): string | null {
  if (!ref) return null;
  return ref.kind === 'mallOrder' ? mallOrderHref(ref.id) : PAY_ROUTES.order(ref.id);
}

/** Entries of all loaded pages, each once: a new entry pushes older ones onto the next page while the player scrolls. */
export function uniqueEntries<T extends { id: number | string }>(pages: readonly { list: readonly T[] }[] | undefined): T[] {
  const seen = new Set<number | string>();
  const out: T[] = [];
  for (const page of pages ?? []) for (const item of page.list) if (!seen.has(item.id) && seen.add(item.id)) out.push(item);
  return out;
}
