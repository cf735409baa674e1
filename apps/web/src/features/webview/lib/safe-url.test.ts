import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safe-url.ts';

describe('webview URL check', () => {
  it.each(['https://example.com/', 'http://example.com/a?b=1#c', 'HTTPS://Example.COM/path', 'https://例え.jp/ページ'])('loads %s', (raw) => {
    const url = safeExternalUrl(raw);
    expect(url).not.toBeNull();
    expect(['http:', 'https:']).toContain(url!.protocol);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript\u00a0:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'blob:https://example.com/uuid',
    'about:blank',
    'ftp://example.com/',
    '//example.com/',
    '/pages/home/index',
    'https://user:pass@example.com/',
    'https:// example.com',
    'https://example.com/\u2028',
    '',
    null,
    undefined,
  ])('refuses %j', (raw) => {
    expect(safeExternalUrl(raw)).toBeNull();
  });
});
