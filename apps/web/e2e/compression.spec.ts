import { expect, test } from './support/csp.ts';

// The app as a phone gets it compressed (docs/decisions/0150-web-compression-and-budget.md): every script and
// stylesheet arrives as the build's brotli file, the page still runs under the CSP, and cache headers hold.
test.use({ locale: 'en-US' });

test('the home page loads its scripts and styles brotli-compressed and runs', async ({ page }) => {
  const files: { url: string; bytes: number; encoding?: string; cache?: string; vary?: string }[] = [];
  page.on('response', async (res) => {
    if (!/\/(js|css)\/[^/]+\.(js|css)$/.test(new URL(res.url()).pathname)) return;
    const headers = await res.allHeaders();
    const bytes = (await res.body()).length;
    files.push({ url: res.url(), bytes, encoding: headers['content-encoding'], cache: headers['cache-control'], vary: headers.vary });
  });
  const doc = await page.goto('/#/pages/home/index');
  const docHeaders = await doc!.allHeaders();
  expect(docHeaders['content-encoding']).toBe('br');
  expect(docHeaders['cache-control']).toBe('public, max-age=0');
  await expect(page.getByTestId('visitor-hero')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(files.filter((file) => file.encoding === 'br').length).toBeGreaterThan(3);
  for (const file of files) {
    // A file of a few dozen bytes may not get smaller: the build then leaves its variants out (precompress.ts).
    if (file.bytes >= 200) expect(file.encoding, file.url).toBe('br');
    expect(file.cache, file.url).toBe('public, max-age=31536000, immutable');
    expect(file.vary?.toLowerCase(), file.url).toContain('accept-encoding');
  }
});
