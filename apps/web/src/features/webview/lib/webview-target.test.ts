import { describe, expect, it } from 'vitest';
import { webviewTarget } from './webview-target.ts';

const allowed = ['news.example.com', '*.partner.example'];

describe('webview target', () => {
  it.each([
    'https://news.example.com/event',
    'https://NEWS.Example.com/a?b=1',
    'http://news.example.com/',
    'https://shop.partner.example/',
    'https://a.b.partner.example/x',
    'https://app.example.org/#/pages/news/index/index',
  ])('frames %s', (raw) => {
    expect(webviewTarget(raw, allowed, 'app.example.org')).toMatchObject({ kind: 'frame' });
  });

  it.each([
    'https://evil.example/phish',
    'https://partner.example/',
    'https://news.example.com.evil.example/',
    'https://evilnews.example.com/',
    'https://news.example.com./',
    'https://xn--e1afmkfd.example/',
    'https://app.example.org.evil.example/',
  ])('sends %s outside', (raw) => {
    const target = webviewTarget(raw, allowed, 'app.example.org');
    expect(target.kind).toBe('outside');
  });

  it('frames nothing but the own host before the server has listed any', () => {
    expect(webviewTarget('https://news.example.com/', [], 'app.example.org').kind).toBe('outside');
    expect(webviewTarget('https://app.example.org/x', [], 'app.example.org').kind).toBe('frame');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'https://user:pw@news.example.com/', '', null])('refuses %j', (raw) => {
    expect(webviewTarget(raw, allowed, 'app.example.org')).toEqual({ kind: 'refused' });
  });
});
