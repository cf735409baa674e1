import path from 'node:path';
import { test as plain } from '@playwright/test';
import { expect, test, watchCsp } from './support/csp.ts';
import { saveShot, SHOTS } from './support/helpers.ts';

// The server's headers as a browser meets them (docs/decisions/0010-security-headers.md). The journeys prove the
// app passes its policy; these prove the policy bites, so that a silent guard could not pass them all.

plain('the policy blocks inline and eval scripts and frames of unlisted hosts, and the guard hears of it', async ({ page, context }) => {
  const violations = await watchCsp(context);
  await page.goto('/#/pages/news/index/index');
  const outcome = await page.evaluate(async () => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = true';
    document.body.append(inline);
    // A string timer is evaluated by the page itself (Playwright's own evaluate is exempt from the CSP).
    (setTimeout as (code: string, ms: number) => number)('window.__evalRan = true', 0);
    const frame = document.createElement('iframe');
    frame.src = 'https://evil.example/';
    document.body.append(frame);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ran = window as unknown as { __inlineRan?: boolean; __evalRan?: boolean };
    return { inline: ran.__inlineRan === true, evalRan: ran.__evalRan === true };
  });
  expect(outcome).toEqual({ inline: false, evalRan: false });
  await expect.poll(() => violations.join('\n')).toMatch(/script-src/);
  await expect.poll(() => violations.join('\n')).toMatch(/frame-src/);
  expect(violations.join('\n')).toMatch(/eval/);
});

test('the app page and the API answer with the headers', async ({ request }) => {
  for (const url of ['/', '/api/health', '/api/nope']) {
    const headers = (await request.get(url)).headers();
    // 'self' plus, at most, the hashes of index.html's own inline scripts (decision 0181): never 'unsafe-inline'.
    expect(headers['content-security-policy'], url).toMatch(/(^|;)script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(headers['content-security-policy'], url).toContain("frame-src 'self' example.com;");
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('same-origin');
  }
});

test('the API docs page works under its own policy', async ({ page }) => {
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Mecha companion API');
  const health = page.locator('.opblock-summary-path', { hasText: '/api/health' }).first();
  await expect(health).toBeVisible();
  // "Try it out" calls this server from the page.
  await health.click();
  await page.getByRole('button', { name: 'Try it out' }).first().click();
  await page.getByRole('button', { name: 'Execute' }).first().click();
  await expect(page.locator('.live-responses-table tr.response .response-col_status').first()).toContainText('200');
  await saveShot(page, path.join(SHOTS, 'security-01-api-docs.png'));
});
