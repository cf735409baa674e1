import { expect, test } from '@playwright/test';
import { shot } from './support/helpers.ts';

// The webview page loads only http(s); a crafted link with another scheme loads nothing.
test.use({ locale: 'en-US' });

test('the webview refuses javascript: and data: links and frames an https page', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd']) {
    await page.goto(`/#/pages/webview/index?url=${encodeURIComponent(url)}&title=Hi`);
    await expect(page.getByTestId('webview-refused')).toContainText('only http and https');
    await expect(page.locator('iframe')).toHaveCount(0);
  }
  await shot(page, 'news-20-webview-refused-en');
  expect(dialogs).toEqual([]);

  // Nothing is fetched from an outside host in the test: the frame's address is what matters.
  await page.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Example page</h1>' }));
  await page.goto(`/#/pages/webview/index?url=${encodeURIComponent('https://example.com/event')}&title=Event`);
  await expect(page.getByTestId('webview-frame')).toHaveAttribute('src', 'https://example.com/event');
  await expect(page.getByRole('heading', { name: 'Event', level: 1 })).toBeVisible();
  await expect(page.getByTestId('open-in-browser')).toHaveAttribute('href', 'https://example.com/event');
  await expect(page.frameLocator('[data-testid="webview-frame"]').getByRole('heading', { name: 'Example page' })).toBeVisible();
});
