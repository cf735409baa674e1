import type { MallOrder, MallOrderState } from '@mecha/shared/mall/api';
import { MALL_ROUTES } from '../mall-routes.ts';

// What an order of the record shows besides its product: its state's label and tone, the moments it went
// through, and whether its address may still change (only while it awaits shipment: decision 0030).

export type OrderStateKey = `mall.orders.record.state.${MallOrderState}`;
export const orderStateKey = (state: MallOrderState): OrderStateKey => `mall.orders.record.state.${state}`;

export function orderTone(state: MallOrderState): 'waiting' | 'done' | 'stopped' {
  return state === 'awaiting' ? 'waiting' : state === 'shipped' ? 'done' : 'stopped';
}

export const mayChangeAddress = (order: Pick<MallOrder, 'state'>) => order.state === 'awaiting';

export type OrderMomentKey = 'mall.orders.record.placedAt' | 'mall.orders.record.shippedAt' | 'mall.orders.record.cancelledAt';
/** Placed, then shipped or cancelled when it was: oldest first. */
export function orderMoments(order: Pick<MallOrder, 'createdAt' | 'shippedAt' | 'cancelledAt'>): [OrderMomentKey, number][] {
  const moments: [OrderMomentKey, number][] = [['mall.orders.record.placedAt', order.createdAt]];
  if (order.shippedAt !== null) moments.push(['mall.orders.record.shippedAt', order.shippedAt]);
  if (order.cancelledAt !== null) moments.push(['mall.orders.record.cancelledAt', order.cancelledAt]);
  return moments;
}

/** The order record scrolled to one order (the exchange result and the points ledger link here). */
export const mallOrderHref = (id: string) => `${MALL_ROUTES.pointsOrder}?id=${encodeURIComponent(id)}`;
