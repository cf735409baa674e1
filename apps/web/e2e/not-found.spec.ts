import type { Page } from '@playwright/test';
import { playerPage } from './support/competition.ts';
import { expect, test } from './support/csp.ts';
import { editionUids } from './support/pay.ts';

// A link to a match, an article, a mecha, a product or a message that is not there (no id, a malformed one, one
// the server does not know): the page says so in the reader's language and leads on to the list it belongs to. No
// retry button: asking again would find nothing.

interface Case {
  path: string;
  text: string;
  action: string;
  list: RegExp;
}

const CASES: Record<'en-US' | 'ja-JP', Case[]> = {
  'en-US': [
    { path: '/pages/record/vs22-detail/index', text: 'This match could not be found.', action: 'Go to battle records', list: /#\/pages\/record\/battle\/index\?mode=T2$/ },
    { path: '/pages/record/vs11-detail/index?id=no-such-match', text: 'This match could not be found.', action: 'Go to battle records', list: /#\/pages\/record\/battle\/index\?mode=T1$/ },
    { path: '/pages/news/detail/index?id=99999999', text: 'This article is not available', action: 'Go to news', list: /#\/pages\/news\/index\/index$/ },
    { path: '/pages/record/role-detail/index?id=robot', text: 'There is no mecha by this id', action: 'All mecha stats', list: /#\/pages\/record\/season-role\/index/ },
    { path: '/pages/act/product-detail/index?id=99999999', text: 'This product is not in the mall.', action: 'Back to the mall', list: /#\/pages\/act\/points-exchange\/index$/ },
  ],
  'ja-JP': [
    { path: '/pages/record/vs22-detail/index?id=no-such-match', text: 'この対戦は見つかりません', action: '戦績へ', list: /#\/pages\/record\/battle\/index\?mode=T2$/ },
    { path: '/pages/news/detail/index', text: 'この記事は公開が終了したか', action: 'ニュースへ', list: /#\/pages\/news\/index\/index$/ },
  ],
};

async function expectNotFound(page: Page, c: Case): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/#${c.path}`);
  const block = page.getByTestId('not-found');
  await expect(block).toContainText(c.text);
  await expect(page.getByRole('button', { name: /retry|再試行/i })).toHaveCount(0);
  await block.getByRole('link', { name: c.action }).click();
  await expect(page).toHaveURL(c.list);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
}

for (const [locale, cases] of Object.entries(CASES)) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`a link to a match, an article, a mecha or a product that is not there says so and leads to its list (${locale})`, async ({ page }) => {
      for (const c of cases) await test.step(c.path, () => expectNotFound(page, c));
    });
  });
}

test("a signed-in player's link to a message that is not theirs or not there leads to the message centre (zh-HK)", async ({ browser, request }) => {
  const [uid] = await editionUids(request, 'hk', 1, 'not-found-inbox');
  const page = await playerPage(browser, 'zh-HK', '/pages/my/index', uid!, 'platform-e2e-not-found');
  for (const path of ['/pages/news/email-detail/index?id=99999999', '/pages/news/email-detail/index?id=x']) {
    await test.step(path, () => expectNotFound(page, { path, text: '找不到這則訊息。', action: '查看全部訊息', list: /#\/pages\/my\/message-center\/index$/ }));
  }
  await page.context().close();
});
