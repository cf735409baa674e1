import { expect, test } from './support/csp.ts';
import { shot } from './support/helpers.ts';

// The webview page loads only http(s), and frames only the hosts the server allows (WEBVIEW_HOSTS=example.com in
// the e2e server); a crafted link to another host gets a "leaving the site" notice, never its title.
test.use({ locale: 'en-US' });

const phish = (title = 'Official login') => `/#/pages/webview/index?url=${encodeURIComponent('https://evil.example/phish')}&title=${encodeURIComponent(title)}`;

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

test('a link to a host the app does not frame shows a leaving notice without the caller title', async ({ page }) => {
  const outside: string[] = [];
  await page.route('https://evil.example/**', (route) => {
    outside.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<h1>Sign in</h1>' });
  });

  // Opened from the news page, so "Back" returns there.
  await page.goto('/#/pages/news/index/index');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  await page.evaluate((hash) => (window.location.hash = hash), phish().slice(2));
  const notice = page.getByTestId('webview-leaving');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Leaving Mecha Duel Companion' })).toBeVisible();
  await expect(page.getByTestId('webview-leaving-host')).toHaveText('evil.example');
  await expect(page.getByText('Official login')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  const open = page.getByTestId('open-in-browser');
  await expect(open).toHaveAttribute('href', 'https://evil.example/phish');
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  expect(outside).toEqual([]);
  await shot(page, 'news-21-webview-leaving-en');

  await page.getByTestId('webview-leaving-back').click();
  await expect(page).toHaveURL(/#\/pages\/news\/index\/index$/);

  // A look-alike of the allowed host is still outside.
  await page.goto(`/#/pages/webview/index?url=${encodeURIComponent('https://example.com.evil.example/')}&title=Example`);
  await expect(page.getByTestId('webview-leaving-host')).toHaveText('example.com.evil.example');
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a link inside an article to an unknown host leads to the same notice', async ({ page }) => {
  // The seeded articles link nowhere outside: this one gets a link added on its way to the app.
  await page.route('**/api/record/cms/detail**', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: { BodyHtml: string } };
    json.data.BodyHtml += '<p><a href="https://evil.example/phish" target="_blank" rel="noopener noreferrer">Official login</a></p>';
    await route.fulfill({ response, json });
  });
  await page.goto('/#/pages/news/index/index');
  await page.getByTestId('article-card').first().click();
  await page.getByTestId('article-body').getByRole('link', { name: 'Official login' }).click();
  await expect(page).toHaveURL(/#\/pages\/webview\/index\?url=https%3A%2F%2Fevil\.example%2Fphish/);
  await expect(page.getByTestId('webview-leaving-host')).toHaveText('evil.example');
  await expect(page.getByText('Official login')).toHaveCount(0);
  await page.getByTestId('webview-leaving-back').click();
  await expect(page).toHaveURL(/#\/pages\/news\/detail\/index\?id=\d+$/);
});

for (const { locale, heading } of [
  { locale: 'zh-CN', heading: '即将离开机甲对决 · 战绩助手' },
  { locale: 'ja-JP', heading: 'メカデュエル コンパニオンから移動します' },
  { locale: 'zh-HK', heading: '即將離開機甲對決 · 戰績助手' },
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test(`the leaving notice in ${locale}`, async ({ page }) => {
      await page.goto(phish());
      await expect(page.getByTestId('webview-leaving').getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByTestId('webview-leaving-host')).toHaveText('evil.example');
      await expect(page.getByText('Official login')).toHaveCount(0);
      await shot(page, `news-22-webview-leaving-${locale}`);
    });
  });
}
