import { test as base, expect, type BrowserContext } from '@playwright/test';

// The server's Content-Security-Policy (docs/decisions/0010-security-headers.md) must be one the app really
// passes. Journeys import `test` from here instead of @playwright/test: every page of the test's context reports
// what the browser blocked, both as the DOM's `securitypolicyviolation` events and as Chromium's
// "Refused to …" console lines (the latter also cover workers), and the test fails if anything was.

const CONSOLE_VIOLATION = /Content Security Policy|Refused to (load|execute|evaluate|frame|create|connect|apply|run)/i;

/** Starts recording the CSP violations of every page in `context`; returns the list it fills. */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  context.on('console', (message) => {
    if (CONSOLE_VIOLATION.test(message.text())) violations.push(`console ${message.type()}: ${message.text()}`);
  });
  return violations;
}

export const test = base.extend<{ cspViolations: string[] }>({
  // Each test (and each retry) is its own client address: the e2e server trusts X-Forwarded-For (TRUST_PROXY in
  // playwright.config.ts). The per-IP limits are the product's (20 code mails an hour, PRODUCT.md); a whole suite
  // from 127.0.0.1 used them up and a late journey could not log in.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const seed = [...`${testInfo.testId}#${testInfo.retry}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': `10.${(seed >>> 16) & 255}.${(seed >>> 8) & 255}.${seed & 255}` });
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCsp(context);
      await use(violations);
      expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
