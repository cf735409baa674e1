import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sendCodeAndReadDemoMail, solveCaptcha } from './helpers.ts';
import { sampleUids } from './sim.ts';

/**
 * Players with a rich record: the top of a region's 1v1 leaderboard (public), busiest first. The demo hint's sample
 * roles are left out, since other journeys bind those to their own accounts. Journeys take these by position, so the
 * order is read once per run and kept in the run's output folder (Playwright empties it when a run starts). Live play
 * is off, yet the board still moves: the decay job lowers idle ladders' scores as the server clock passes, and some
 * journeys push that clock days ahead. A list read again later could put another journey's bound role at this
 * position.
 */
export async function topPlayerUids(request: APIRequestContext, count: number): Promise<string[]> {
  const uids = await runSnapshot('top-players', async () => {
    const response = await request.get('/api/record/ranking_list?mode=T1');
    const body = (await response.json()) as { data: { list: { Uid: string; TotalCnt: number }[] } };
    const taken = new Set(await sampleUids(request, 12));
    // The busiest first, so the match list has more than one page to scroll through.
    return body.data.list
      .filter((entry) => !taken.has(entry.Uid))
      .sort((a, b) => b.TotalCnt - a.TotalCnt)
      .map((entry) => entry.Uid);
  });
  expect(uids.length).toBeGreaterThanOrEqual(count);
  return uids.slice(0, count);
}

/** How many of the top players the record journeys take, by position (the last: record-standing's 12th). */
export const RECORD_JOURNEY_PLAYERS = 12;

/** `read()` once per run: later calls, in this worker or a later one, get the first answer. */
async function runSnapshot<T>(name: string, read: () => Promise<T>): Promise<T> {
  const file = path.join(test.info().project.outputDir, `.${name}.json`);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    const value = await read();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(value));
    return value;
  }
}

/** Logs in through the login page: UID, captcha, the code the simulated game mailed (demo hint). */
export async function loginWithDemoCode(page: Page, uid: string): Promise<void> {
  await page.goto('/#/pages/login/index');
  const form = page.locator('form').filter({ has: page.getByTestId('send-code') });
  await form.locator('input[name="uid"]').fill(uid);
  await solveCaptcha(form);
  const code = await sendCodeAndReadDemoMail(form);
  await form.locator('input[name="code"]').fill(code);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/pages\/home\/index$/);
  await expect(page.getByTestId('account-hero').getByTestId('role-card')).toHaveAttribute('data-uid', uid);
}

/** Switches the app language from the Mine page, as a player would. */
export async function switchLanguage(page: Page, language: 'zh-CN' | 'zh-HK' | 'en' | 'ja'): Promise<void> {
  await page.goto('/#/pages/my/index');
  await page.getByTestId('menu-language').click();
  await page.locator(`[data-language="${language}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Waits until the charts, badges and lists of a record page have settled, then lets fonts finish. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(300);
}

/**
 * A busy 2v2 player for the partners journey: the 2v2 board's most active role that no journey has bound (the sim's
 * 8000+ list names only unbound roles, and tournament journeys pass over a role once bound), past the 1v1 top
 * players that other record journeys take by position (the first 12), and not one of the demo hint's samples.
 */
export async function duoPlayerUid(request: APIRequestContext): Promise<string> {
  const t2 = (await (await request.get('/api/record/ranking_list?mode=T2')).json()) as { data: { list: { Uid: string; TotalCnt: number }[] } };
  const top2v2 = (await (await request.get('/api/dev/sim/top-2v2?limit=500')).json()) as { data: { list: { uid: string }[] } };
  const unbound = new Set(top2v2.data.list.map((r) => r.uid));
  const taken = new Set([...(await topPlayerUids(request, RECORD_JOURNEY_PLAYERS)), ...(await sampleUids(request, 12))]);
  const busiest = t2.data.list.filter((e) => unbound.has(e.Uid) && !taken.has(e.Uid)).sort((a, b) => b.TotalCnt - a.TotalCnt);
  expect(busiest.length, 'an unbound, busy 2v2 board player').toBeGreaterThan(0);
  return busiest[0]!.Uid;
}
