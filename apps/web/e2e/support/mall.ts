import type { Language } from '@mecha/shared/i18n/languages';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from '@mecha/shared/api-paths';
import { opsApi, opsSession } from './ops.ts';

// The points mall journeys' helpers: products and points made through the operator API (as an operator's CLI
// would), the signed-in account's ledger id, and an address typed into the shared form.

const OPERATOR = { Authorization: 'Operator dev-operator-token-change-me' };
export const MALL = {
  exchange: '/pages/act/points-exchange/index',
  detail: (id: string) => `/pages/act/product-detail/index?id=${encodeURIComponent(id)}`,
  orders: '/pages/act/points-order/index',
} as const;

async function ops<T = unknown>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api/ops/mall/${path}`, { headers: OPERATOR, data });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

const names = (base: string): Record<Language, string> => ({ en: base, 'zh-CN': `${base}（简）`, 'zh-HK': `${base}（繁）`, ja: `${base}（日）` });

export async function createCategory(request: APIRequestContext, id: string, name: string): Promise<void> {
  await ops(request, 'categories', { id, names: names(name) });
}

export interface ProductSpec {
  id: string;
  categoryId: string;
  name: string;
  points: number;
  stock: number;
  regions?: ('CN' | 'HK' | 'MO' | 'TW' | 'JP')[];
  limit?: { count: number; period: 'ever' | 'month' } | null;
  style?: 'race' | 'draw';
  onSaleAt?: number | null;
  entryEndsAt?: number | null;
  pictures?: string[];
}

/** A product listed in every edition (so any language's role sees it). */
export async function createProduct(request: APIRequestContext, spec: ProductSpec): Promise<void> {
  const { name, ...rest } = spec;
  await ops(request, 'products', {
    ...rest,
    names: names(name),
    descriptions: { en: `${name}: a test product.\n\nSecond paragraph.`, 'zh-CN': `${name}：测试商品。\n\n第二段。`, 'zh-HK': `${name}：測試商品。\n\n第二段。`, ja: `${name}：テスト商品。\n\n二段落目。` },
    regions: spec.regions ?? ['CN', 'HK', 'MO', 'TW', 'JP'],
    editions: ['cn', 'hk', 'jp', 'global'],
  });
}

export const moveStock = (request: APIRequestContext, productId: string, delta: number) => ops(request, 'products/stock', { productId, delta, reason: 'e2e' });
let approver: Promise<string> | null = null;
/**
 * Gives (or takes) points as an operator would: above the approval threshold the adjustment waits for a second
 * operator (decision 0044), so the seeded `support` operator approves it (one session per worker, kept).
 */
export async function adjustPoints(request: APIRequestContext, yfyUid: string, amount: number, reason = 'e2e grant'): Promise<void> {
  const asked = await ops<{ pending?: boolean; approvalId?: number }>(request, 'points/adjust', { yfyUid, amount, reason });
  if (!asked?.pending) return;
  approver ??= opsSession(request, 'support');
  await opsApi(request, await approver, API.opsApprovalDecide, { body: { id: asked.approvalId, approve: true, reason: 'e2e approval' } });
}
export const suspend = (request: APIRequestContext, yfyUid: string, reason: string, endsAt: number) => ops(request, 'suspensions', { yfyUid, reason, endsAt });
export const shipOrder = (request: APIRequestContext, orderId: string) => ops(request, 'orders/ship', { orderId, carrier: 'SF Express', trackingNo: 'SF1234567890' });

/** The signed-in account's id (the points ledger's owner), as the app stored it. */
export async function yfyUidOf(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mecha.userInfo'))).not.toBeNull();
  const info = await page.evaluate(() => JSON.parse(localStorage.getItem('mecha.userInfo') ?? 'null') as { yfy_uid: string });
  return info.yfy_uid;
}

/** A mainland address typed into the shared address form (components/address-form.tsx) and submitted. */
export async function typeAddress(page: Page, a: { name: string; city: string; detail: string; region?: 'CN' | 'JP' }): Promise<void> {
  const form = page.getByTestId('address-form');
  await expect(form).toBeVisible();
  const region = a.region ?? 'CN';
  await form.locator(`[data-region="${region}"]`).click();
  await form.locator('input[name="name"]').fill(a.name);
  await form.locator('input[name="phone"]').fill(region === 'CN' ? '13800138000' : '09012345678');
  await form.locator('input[name="postcode"]').fill(region === 'CN' ? '100000' : '150-0001');
  await form.locator('input[name="city"]').fill(a.city);
  await form.locator('textarea[name="detail"]').fill(a.detail);
  await form.getByTestId('address-submit').click();
}

/** Allots every draw whose window has closed (the server's job does it every 5 s anyway). */
export const runDraws = (request: APIRequestContext) => ops(request, 'draws/run', {});
