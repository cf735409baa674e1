import { chromium } from 'playwright-core';
import { createHmac, randomUUID } from 'node:crypto';
const [name, locale, ...paths] = process.argv.slice(2);
const base = process.env.BASE ?? 'http://127.0.0.1:3010';
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
function jwt(claims) { const h = b64({ alg: 'HS256', typ: 'JWT' }); const p = b64(claims); const s = createHmac('sha256', 'dev-sso-secret-change-me').update(`${h}.${p}`).digest('base64url'); return `${h}.${p}.${s}`; }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale, colorScheme: process.env.DARK ? 'dark' : 'light' });
const page = await ctx.newPage();
if (process.env.LOGIN) {
  const r = await (await fetch(`${base}/api/dev/sim/spare-roles?edition=${process.env.LOGIN}&count=1&key=shot-${name}`)).json();
  const uid = r.data.list[0].uid;
  const now = Math.floor(Date.now() / 1000);
  const token = jwt({ sub: `acct-${uid}`, uid, iat: now, exp: now + 300, jti: randomUUID() });
  await page.goto(`${base}/?from=app#/pages/index/index?wztoken=${token}`);
  await page.waitForTimeout(Number(process.env.WAIT ?? 4000));
  console.log('uid', uid);
}
for (const [i, p] of paths.entries()) {
  await page.goto(`${base}/${p.startsWith('#') ? p : '#' + p}`);
  await page.waitForTimeout(Number(process.env.WAIT ?? 4000));
  await page.screenshot({ path: `/work/runs/${name}-${i}-${locale}.png`, fullPage: !!process.env.FULL });
  console.log(`/work/runs/${name}-${i}-${locale}.png`);
}
await browser.close();
