import { describe, expect, it } from 'vitest';
import { isSafeImage, isSafeLink } from './safe-urls.ts';

// Addresses that run script, load from elsewhere or read differently to different parsers.
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u0001javascript:alert(1)',
  '\u200bjavascript:alert(1)',
  'javascript:alert(1)\n',
  'vbscript:msgbox(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '\\\\evil.example/x.png',
  '/\\evil.example/x.png',
  'https:\\\\evil.example/x.png',
  'https:///evil.example/x.png',
  'https://user:pass@evil.example/x',
  'https://good.example@evil.example/x',
  'HTTPS://evil.example/x',
  'https://',
  'http:evil.example',
  'ftp://evil.example/x',
  'mailto:someone@example.com',
  'x'.repeat(3000),
  '',
];

describe('links operators may write', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c#d', 'https://例子.中国/新闻', 'https://a.example:8443/x', '#/pages/news/detail/index?id=12', '/#/pages/news/index/index?tab=balance', '#/pages/record/role-info/index?uid=10001&mode=T1'])('accepts %s', (link) => {
    expect(isSafeLink(link)).toBe(true);
  });

  it.each([...HOSTILE, 'relative/page.html', '/covers/x.svg', '#top', '#/pages/x y', '#/pages/<script>', '#/pages/%zz', 'https://a.example/x y'])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const v of [null, undefined, 1, {}, ['https://a.example']]) expect(isSafeLink(v)).toBe(false);
  });
});

describe('images operators may use', () => {
  const hosts = ['img.example.com', '*.cdn.example'];

  it.each(['/covers/season.svg', '/covers/x.svg?v=2', '/fan%20art/a.png', 'https://img.example.com/a.png', 'https://IMG.example.com/a.png', 'https://eu.cdn.example/p/a.webp'])('accepts %s', (src) => {
    expect(isSafeImage(src, hosts)).toBe(true);
  });

  it.each([
    ...HOSTILE,
    'https://tracker.example/p.gif',
    'http://img.example.com/a.png',
    'https://img.example.com.evil.example/a.png',
    'https://cdn.example/a.png',
    'https://img.example.com@evil.example/a.png',
    'covers/x.svg',
    '/covers/../../etc/passwd',
    '/covers/%2e%2e/secret',
    '/covers/%2E%2E/secret',
    '/%2f%2fevil.example/x.png',
    '/covers/%5cx.png',
    '/covers/%00.png',
    '/covers/x.svg#frag',
    '#/pages/news/index/index',
  ])('refuses %j', (src) => {
    expect(isSafeImage(src, hosts)).toBe(false);
  });

  it('allows only the site’s own files when no host is configured', () => {
    expect(isSafeImage('https://img.example.com/a.png', [])).toBe(false);
    expect(isSafeImage('/covers/a.png', [])).toBe(true);
  });
});
