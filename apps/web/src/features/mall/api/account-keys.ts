import { MALL_KEY } from './mall-keys.ts';

// The account side's keys, under the one mall scope (mall-keys.ts): invalidating MALL_KEY after an exchange or an
// address change refreshes the orders, the ledger and the book with everything else.
export const addressesKey = (scope: string) => [...MALL_KEY, scope, 'addresses'] as const;
export const ordersKey = (scope: string) => [...MALL_KEY, scope, 'orders'] as const;
export const historyKey = (scope: string) => [...MALL_KEY, scope, 'history'] as const;
