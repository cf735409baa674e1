import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, searchableText } from './sanitize.ts';

// Known XSS payloads (from the OWASP filter-evasion cheat sheet and friends): none may leave anything that runs.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="expression(alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p onclick="alert(1)">click</p>',
  '<img src="x" alt="x" onmouseover="alert(1)">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<a href="//evil.example/x">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "javascript:alert(1)";</style>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
];

describe('article HTML sanitiser', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const out = sanitizeArticleHtml(payload);
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<svg|<style|<form|<meta|<link|<base|<input|<details/i);
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/(javascript|vbscript|data):/i);
    expect(out).not.toMatch(/href="\/\//i);
    expect(out).not.toMatch(/style=/i);
  });

  it('keeps the content of a real article', () => {
    const html = '<h2>Patch 2.4</h2><p>Thunder Gale <strong>damage</strong> −5%.</p><img src="https://cdn.example/a.png" alt="a"><a href="https://example.com/x">more</a><table><tr><td colspan="2">x</td></tr></table>';
    const out = sanitizeArticleHtml(html);
    expect(out).toContain('<h2>Patch 2.4</h2>');
    expect(out).toContain('<strong>damage</strong>');
    expect(out).toContain('<img src="https://cdn.example/a.png" alt="a" />');
    expect(out).toContain('<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">more</a>');
    expect(out).toContain('<td colspan="2">x</td>');
  });

  it('makes searchable text without markup', () => {
    expect(searchableText('Title', '<p>雷霆 <b>疾風</b> &amp; Co</p>')).toBe('title 雷霆 疾風 & co');
  });
});
