import { ROUTES } from '../../lib/routes.ts';

// The payment centre's views live in its query (SPEC §2 has one route for it): the top-up form (for a role, an
// item), one order (where the checkout page sends the player back), and the order history.
export const PAY_ROUTES = {
  paymentCenter: ROUTES.paymentCenter,
  exhausting: '/pages/act/exhausting/index',
  topUp: (uid?: string, sku?: string) => `${ROUTES.paymentCenter}${query({ uid, sku })}`,
  order: (orderId: string) => `${ROUTES.paymentCenter}?order=${encodeURIComponent(orderId)}`,
  orders: `${ROUTES.paymentCenter}?view=orders`,
} as const;

function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();
  return q ? `?${q}` : '';
}
