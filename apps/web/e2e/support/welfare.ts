import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The operator credential of a development server (apps/server config default).
const OPERATOR = { Authorization: 'Operator dev-operator-token-change-me' };

/**
 * Creates a shared redemption code through the operator API, as an operator's CLI would. A retry of the journey
 * finds it created by the first try (1020, conflict), which is as good.
 */
export async function createCodeBatch(request: APIRequestContext, code: string): Promise<void> {
  const response = await request.post('/api/ops/code-batches', {
    headers: OPERATOR,
    data: { id: `e2e-${code.toLowerCase()}`, titles: { en: 'E2E gift', 'zh-CN': 'E2E 礼包', ja: 'E2E ギフト' }, items: [{ id: 'coin', qty: 100, names: { en: 'Coins' } }], code, maxUses: 100 },
  });
  const body = (await response.json()) as { code: number; msg: string };
  expect([0, 1020], body.msg).toContain(body.code);
}

/** Reward mails the simulated game delivered to a role (dev-only endpoint). */
export async function simMailCount(request: APIRequestContext, uid: string): Promise<number> {
  const response = await request.get(`/api/dev/sim/mail?uid=${uid}`);
  const body = (await response.json()) as { data: { list: unknown[] } };
  return body.data.list.length;
}

/** Drags the page down from the top with touch events: the pull-to-refresh gesture. */
export async function pullToRefresh(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 300 }] });
  for (let y = 320; y <= 520; y += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Lets a success toast and the pull indicator go before a screenshot, so they cover nothing. */
export async function calm(page: Page): Promise<void> {
  const toast = page.locator('[role="status"]:not([aria-label])');
  // A tap dismisses a toast; one that leaves on its own between the count and the tap is fine too (the tap would
  // otherwise wait for it until the test times out).
  if (await toast.count()) await toast.first().click({ timeout: 2_000 }).catch(() => undefined);
  await expect(toast).toHaveCount(0);
  const pull = page.getByTestId('pull-indicator');
  if (await pull.count()) await expect(pull).toHaveAttribute('data-phase', 'idle');
}
