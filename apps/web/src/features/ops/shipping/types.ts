import type { ImportLine, ImportResult, OpsOrderView } from '@mecha/shared/mall/ops-api';

export type { ImportLine, ImportResult, OpsOrderView };

// The mall orders' operator calls as the console reads them (the server's orders.routes.ts, decision 0046).

export const ORDERS_PATH = '/api/ops/mall/orders';
export const ORDER_STATES = ['awaiting', 'shipped', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** The list comes a page at a time (the server's page/size, with the filter's total); the CSV is every order. */
export const ORDERS_PAGE_SIZE = 50;
export interface OrdersPage {
  list: OpsOrderView[];
  total: number;
  page: number;
  size: number;
}

/** Readable texts of the server's refusal keys for a line. */
export const REFUSAL_TEXT: Record<string, string> = {
  mallOrderNotFound: 'No such order',
  mallAddressLocked: 'Already shipped',
  mallOrderCancelled: 'Cancelled',
  opsEditionForbidden: "Another edition's order",
};
