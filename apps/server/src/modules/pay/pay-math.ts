import { createHash, randomBytes } from 'node:crypto';
import { CURRENCIES, type Currency } from '@mecha/shared/pay/money';

/**
 * Points a SKU earns: its own figure, else floor(price in whole units × rate). Integer maths on the decimal
 * rate's digits ("1", "0.5", "1.25"), so 0.99 USD × 1 is 0 points and never 0.9899999.
 */
export function pointsFor(priceMinor: number, currency: Currency, rate: string, fixed: number | null): number {
  if (fixed !== null) return fixed;
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!m) return 0;
  const frac = m[2] ?? '';
  const scaled = BigInt(m[1]! + frac);
  const divisor = 10n ** BigInt(CURRENCIES[currency] + frac.length);
  return Number((BigInt(priceMinor) * scaled) / divisor);
}

/** Opaque, sortable-ish order ids: 'P', the creation time in base 36, then 10 random hex characters. */
export function newOrderId(at: Date): string {
  return `P${at.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** What an Idempotency-Key stands for: the same key must come with the same request. */
export function requestHash(body: { uid: string; skuId: string; method: string }): string {
  return createHash('sha256').update(JSON.stringify([body.uid, body.skuId, body.method])).digest('hex');
}

export const checkoutUrl = (orderId: string) => `/sandbox-pay/${orderId}`;
