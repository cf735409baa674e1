import { SHIPPING_REGIONS } from '@mecha/shared/address/schema';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import type { DropStyle, LimitPeriod } from '@mecha/shared/mall/api';
import type { OpsProduct } from '@mecha/shared/mall/ops-api';
import { emptyTexts, fromLocalInput, toLocalInput } from '../lib/format.ts';

// The catalogue form's state and the operator calls' bodies, kept apart from the components so they can be tested:
// the form holds strings (what inputs hold), the body the numbers and nulls the server's product schema takes.

export const PRODUCTS_PATH = '/api/ops/mall/products';
export const STOCK_PATH = '/api/ops/mall/products/stock';
export const CATEGORIES_PATH = '/api/ops/mall/categories';
export const DRAWS_RUN_PATH = '/api/ops/mall/draws/run';

export type Texts = Record<Language, string>;

export interface ProductForm {
  id: string;
  categoryId: string;
  names: Texts;
  descriptions: Texts;
  /** One picture address a line. */
  pictures: string;
  points: string;
  /** Units on creation only. */
  stock: string;
  regions: string[];
  editions: string[];
  limitCount: string;
  limitPeriod: LimitPeriod;
  style: DropStyle;
  /** datetime-local values (the operator's time zone). */
  onSaleAt: string;
  entryEndsAt: string;
  sort: string;
  active: boolean;
}

export function emptyProductForm(editions: readonly string[], categoryId = ''): ProductForm {
  return {
    id: '', categoryId, names: emptyTexts(), descriptions: emptyTexts(), pictures: '', points: '100', stock: '0', regions: [...SHIPPING_REGIONS],
    editions: [...editions], limitCount: '', limitPeriod: 'ever', style: 'race', onSaleAt: '', entryEndsAt: '', sort: '0', active: true,
  };
}

export function formFromProduct(p: OpsProduct): ProductForm {
  const texts = (t: Record<string, string>): Texts => ({ ...emptyTexts(), ...Object.fromEntries(LANGUAGES.map((l) => [l, t[l] ?? ''])) });
  return {
    id: p.id, categoryId: p.categoryId, names: texts(p.names), descriptions: texts(p.descriptions), pictures: p.pictures.join('\n'),
    points: String(p.points), stock: String(p.stock), regions: [...p.regions], editions: [...p.editions],
    limitCount: p.limit ? String(p.limit.count) : '', limitPeriod: p.limit?.period ?? 'ever', style: p.style,
    onSaleAt: toLocalInput(p.onSaleAt), entryEndsAt: toLocalInput(p.entryEndsAt), sort: String(p.sort), active: p.active,
  };
}

const filled = (t: Texts) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));
const int = (s: string) => (/^-?\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/** The body of POST products: empty languages left out, numbers parsed (the server refuses what is out of range). */
export function productBody(f: ProductForm) {
  const onSaleAt = fromLocalInput(f.onSaleAt) ?? null;
  return {
    id: f.id.trim(), categoryId: f.categoryId, names: filled(f.names), descriptions: filled(f.descriptions),
    pictures: f.pictures.split('\n').map((l) => l.trim()).filter(Boolean), points: int(f.points), stock: int(f.stock || '0'),
    regions: f.regions, editions: f.editions, limit: f.limitCount.trim() ? { count: int(f.limitCount), period: f.limitPeriod } : null,
    style: f.style, onSaleAt, entryEndsAt: f.style === 'draw' ? (fromLocalInput(f.entryEndsAt) ?? null) : null, sort: int(f.sort || '0'), active: f.active,
  };
}

/** Problems the form can see before the server does (the server checks everything again). */
export function productProblems(f: ProductForm): string[] {
  const out: string[] = [];
  const b = productBody(f);
  if (!/^[a-z0-9-]{1,40}$/.test(b.id)) out.push('Id: 1–40 of a–z, 0–9 and -.');
  if (!b.categoryId) out.push('Choose a category.');
  if (Object.keys(b.names).length === 0) out.push('A name in at least one language.');
  if (!Number.isInteger(b.points) || b.points < 1) out.push('Points: a whole number of at least 1.');
  if (!Number.isInteger(b.stock) || b.stock < 0) out.push('Stock: a whole number, 0 or more.');
  if (b.limit && (!Number.isInteger(b.limit.count) || b.limit.count < 1)) out.push('Limit: a whole number of at least 1, or empty.');
  if (b.regions.length === 0) out.push('At least one shipping region.');
  if (b.editions.length === 0) out.push('At least one edition.');
  if (b.style === 'draw' && (b.onSaleAt === null || b.entryEndsAt === null || b.entryEndsAt <= b.onSaleAt)) out.push('A draw needs an entry start and a later entry end.');
  return out;
}

/** The definition again with only `active` changed (the on/off switch). */
export function toggledBody(p: OpsProduct) {
  return { ...productBody(formFromProduct(p)), onSaleAt: p.onSaleAt, entryEndsAt: p.entryEndsAt, active: !p.active };
}

export type StockMode = 'set' | 'add';

/** The stock after a change, or null when the input is not a whole number or would go below zero. */
export function stockAfter(current: number, mode: StockMode, input: string): number | null {
  const n = int(input);
  if (!Number.isInteger(n)) return null;
  const after = mode === 'set' ? n : current + n;
  if (after < 0 || after > 1_000_000 || (mode === 'add' && n === 0)) return null;
  return after;
}

export function stockBody(productId: string, mode: StockMode, input: string, reason: string) {
  return mode === 'set' ? { productId, set: int(input), reason } : { productId, delta: int(input), reason };
}

/** What the mall shows for a product now (roughly: the server decides). */
export function saleState(p: OpsProduct, nowS: number): string {
  if (!p.active) return 'Off';
  if (p.onSaleAt !== null && p.onSaleAt > nowS) return 'Upcoming';
  if (p.style === 'draw') {
    if (p.drawWinners !== null) return 'Drawn';
    if (p.drawState === 'drawn') return 'Drawing';
    return p.entryEndsAt !== null && p.entryEndsAt <= nowS ? 'Entries closed' : 'Entries open';
  }
  return p.stock === 0 ? 'Sold out' : 'On sale';
}
