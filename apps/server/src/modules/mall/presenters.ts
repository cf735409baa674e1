import type { Language } from '@mecha/shared/i18n/languages';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { MallOrder, ProductCard, ProductState } from '@mecha/shared/mall/api';
import { unixSeconds } from '../../platform/clock.ts';
import type { MallOrderRow, ProductRow } from './mall.repository.ts';

const seconds = (d: Date | null) => (d ? unixSeconds(d) : null);

/** What a card shows at `now` (the ProductState comment of the contract): computed, never stored. */
export function productState(p: Pick<ProductRow, 'style' | 'on_sale_at' | 'entry_ends_at' | 'stock' | 'draw_state'>, now: Date): ProductState {
  if (p.on_sale_at && now < p.on_sale_at) return 'upcoming';
  if (p.style === 'race') return p.stock > 0 ? 'onSale' : 'soldOut';
  if (p.entry_ends_at && now < p.entry_ends_at) return 'entryOpen';
  return p.draw_state === 'drawn' ? 'drawn' : 'drawPending';
}

export function presentCard(p: ProductRow, lang: Language, now: Date, used: number): ProductCard {
  return {
    id: p.id,
    categoryId: p.category_id,
    name: localisedOrAny(p.names, lang),
    picture: p.pictures[0] ?? null,
    points: p.points,
    stockLeft: p.stock,
    stockTotal: p.stock_total,
    limit: p.limit_count !== null && p.limit_period !== null ? { count: p.limit_count, period: p.limit_period, used } : null,
    style: p.style,
    state: productState(p, now),
    onSaleAt: seconds(p.on_sale_at),
    entryEndsAt: seconds(p.entry_ends_at),
  };
}

export function presentOrder(o: MallOrderRow, product: Pick<ProductRow, 'names' | 'pictures'> | undefined, lang: Language): MallOrder {
  return {
    id: o.id,
    productId: o.product_id,
    productName: product ? localisedOrAny(product.names, lang) : o.product_id,
    picture: product?.pictures[0] ?? null,
    points: o.points,
    state: o.state,
    via: o.via,
    address: o.address,
    carrier: o.carrier,
    trackingNo: o.tracking_no,
    createdAt: unixSeconds(o.created_at),
    shippedAt: seconds(o.shipped_at),
    cancelledAt: seconds(o.cancelled_at),
    cancelReason: o.cancel_reason,
  };
}
