import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';

/** Where the journeys' screenshots go (test-results/ is git-ignored). */
export const SHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Saves a screenshot for a human to look at. CI sets `E2E_SHOTS=0`: nobody opens
 * its files, and a few hundred full-page PNGs at twice the pixels are minutes of a run; every assertion still runs.
 * A page may be shot whole (`fullPage`); a locator is always shot as its whole element, so it takes no options.
 */
export async function saveShot(target: Locator, file: string): Promise<void>;
export async function saveShot(target: Page, file: string, options?: { fullPage?: boolean }): Promise<void>;
export async function saveShot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!shotsOn()) return;
  if ('goto' in target) await target.screenshot({ path: file, ...options });
  else await target.screenshot({ path: file });
}

export const shotsOn = (): boolean => process.env.E2E_SHOTS !== '0';

/** A full-page screenshot under test-results/screenshots. */
export async function shot(page: Page, name: string): Promise<void> {
  await saveShot(page, path.join(SHOTS, `${name}.png`), { fullPage: true });
}

/** Ticks the ALTCHA checkbox inside `scope` and waits for the browser to solve the proof of work. */
export async function solveCaptcha(scope: Locator): Promise<void> {
  const captcha = scope.getByTestId('captcha');
  await expect(captcha).toBeVisible();
  // The checkbox itself sits under the widget's drawn tick mark, so click its label as a player would.
  await captcha.locator('label').first().click();
  await expect(captcha).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}

/** Requests a code for the UID in the form and returns the code the simulated game mailed. */
export async function sendCodeAndReadDemoMail(scope: Locator): Promise<string> {
  await scope.getByTestId('send-code').click();
  const code = scope.getByTestId('demo-code');
  await expect(code).toHaveText(/^\d{6}$/, { timeout: 20_000 });
  return (await code.textContent()) ?? '';
}
