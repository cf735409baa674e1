import type { EditionCode } from '@mecha/shared/editions';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from '@mecha/shared/api-paths';
import { saveShot, shotsOn } from './helpers.ts';
import { signWzToken } from './sso.ts';

// The top-up journeys' helpers: roles of one edition no other journey binds, a platform sign-in straight into a
// page, the sandbox checkout's buttons, and the simulated game's wallet and the server's dev clock.

/**
 * `count` plain roles of an edition that no other journey of this suite run gets: the simulated game hands each out
 * once (spare-roles), and the 1v1 leaderboard's players, which record journeys open, are passed over. Tests that
 * share a player (one builds what another reads) pass one `key` and get the same roles.
 */
export async function editionUids(request: APIRequestContext, edition: EditionCode, count: number, key?: string): Promise<string[]> {
  const ranking = (await (await request.get('/api/record/ranking_list?mode=T1')).json()) as { data: { list: { Uid: string }[] } };
  const taken = new Set(ranking.data.list.map((entry) => entry.Uid));
  const uids: string[] = [];
  for (let round = 0; round < 5 && uids.length < count; round++) {
    const keyed = key ? `&key=${key}-${round}` : '';
    const response = await request.get(`${API.simSpareRoles}?edition=${edition}&count=${count - uids.length}${keyed}`);
    const body = (await response.json()) as { data: { list: { uid: string }[] } };
    if (body.data.list.length === 0) break;
    uids.push(...body.data.list.map((r) => r.uid).filter((uid) => !taken.has(uid)));
  }
  expect(uids.length, `${count} spare roles of ${edition}`).toBe(count);
  return uids;
}

/** A suspended role of the edition (the sim bars UIDs ending in 077 from top-ups). */
export async function suspendedUid(request: APIRequestContext, edition: EditionCode): Promise<string | null> {
  const response = await request.get(`${API.simRoles}?edition=${edition}&limit=100`);
  const body = (await response.json()) as { data: { list: { uid: string }[]; total: number } };
  return body.data.list.find((r) => r.uid.endsWith('077'))?.uid ?? null;
}

/** Signs in through the platform's SSO and lands on `route` (a hash route) with the account's role bound. */
export async function ssoInto(page: Page, route: string, uid: string, sub: string): Promise<void> {
  const join = route.includes('?') ? '&' : '?';
  // From a blank page: on the app already, a goto that changes only the hash would not load it again, and the
  // platform token is read when the app starts.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(`/?from=app#${route}${join}wztoken=${signWzToken({ sub, uid })}`);
  await expect(page).not.toHaveURL(/wztoken/);
}

/** Clicks one of the sandbox checkout page's buttons (a form per event) and follows its redirect back to the app. */
export async function sandboxCheckout(page: Page, event: 'paid' | 'failed' | 'cancelled'): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.locator(`form[action$="/${event}"] button`).click();
  await expect(page).toHaveURL(/#\/pages\/act\/payment-center\/index\?order=/);
}

export interface SimWallet {
  uid: string;
  balance: number;
  credits: { orderId: string; amount: number; bonus: number; creditedAt: number }[];
}

/** The simulated game's wallet of a role: one credit per delivered order (dev-only endpoint). */
export async function simWallet(request: APIRequestContext, uid: string): Promise<SimWallet> {
  const response = await request.get(`${API.simWallet}?uid=${uid}`);
  const body = (await response.json()) as { code: number; data: SimWallet };
  expect(body.code).toBe(0);
  return body.data;
}

/** Puts the server's clock back to real time (dev clock, sim mode only). */
export async function resetServerClock(request: APIRequestContext): Promise<void> {
  const response = await request.post(API.simClock, { data: { reset: true } });
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
}

/** Holds the server's background jobs by name until the next call (`[]` releases them; sim mode only). */
export async function holdServerJobs(request: APIRequestContext, names: string[]): Promise<void> {
  const response = await request.post(API.simJobs, { data: { hold: names } });
  const body = (await response.json()) as { code: number; msg: string; data: { held: string[] } };
  expect(body.code, body.msg).toBe(0);
  expect(body.data.held).toEqual(names);
}

/** Moves the server's clock forward (dev clock, sim mode only). */
export async function advanceServerClock(request: APIRequestContext, seconds: number): Promise<void> {
  const response = await request.post(API.simClock, { data: { advanceS: seconds } });
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
}

/** Picks the role, the item and the method on the payment centre, opens the confirm sheet and goes to payment. */
export async function payFor(page: Page, opts: { uid: string; sku: string; method?: string }): Promise<string> {
  await page.locator(`[data-testid="role-chip"][data-uid="${opts.uid}"]`).click();
  await expect(page.getByTestId('role-check')).toHaveAttribute('data-allowed', 'true');
  await page.locator(`[data-testid="sku"][data-sku="${opts.sku}"]`).click();
  if (opts.method) await page.locator(`[data-method="${opts.method}"]`).click();
  await page.getByTestId('pay-open').click();
  await expect(page.getByTestId('confirm-sheet')).toBeVisible();
  await page.getByTestId('pay-go').click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/**
 * A full-page screenshot for a human to look at, in the run's own results folder (test-results-<port>/ when
 * E2E_PORT is set, so a second run on the machine never empties it), in the theme asked for.
 */
export async function payShot(page: Page, name: string, scheme: 'dark' | 'light' = 'dark', fullPage = true): Promise<void> {
  const port = process.env.E2E_PORT;
  const dir = port && port !== '3100' ? `test-results-${port}` : 'test-results';
  await page.emulateMedia({ colorScheme: scheme });
  // The sandbox checkout is the server's page, not the app: it has no theme switch.
  if (!page.url().includes('/sandbox-pay/')) await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  if (!shotsOn()) return;
  await page.waitForTimeout(250);
  await saveShot(page, `${import.meta.dirname}/../../${dir}/screenshots/${name}.png`, { fullPage });
}
