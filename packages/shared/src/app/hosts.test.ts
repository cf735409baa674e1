import { describe, expect, it } from 'vitest';
import { hostAllowed, parseHostList } from './hosts.ts';

describe('host allow-lists', () => {
  it('parses a comma list and refuses anything that is not a host pattern', () => {
    expect(parseHostList(' News.Example.com, *.partner.jp ,')).toEqual({ hosts: ['news.example.com', '*.partner.jp'] });
    for (const bad of ['https://a.com', 'a.com/x', 'a.com:443', '*', '*.', 'a..com', 'evil.com\u0000.a.com', '*.*.a.com']) {
      expect(parseHostList(bad)).toEqual({ bad: bad.trim().toLowerCase() });
    }
  });

  it('matches exact hosts and subdomains of a wildcard, never look-alikes', () => {
    const list = ['news.example.com', '*.partner.jp'];
    expect(hostAllowed('NEWS.example.com', list)).toBe(true);
    expect(hostAllowed('news.example.com.', list)).toBe(true);
    expect(hostAllowed('a.b.partner.jp', list)).toBe(true);
    expect(hostAllowed('partner.jp', list)).toBe(false);
    expect(hostAllowed('evilpartner.jp', list)).toBe(false);
    expect(hostAllowed('news.example.com.evil.com', list)).toBe(false);
    expect(hostAllowed('example.com', list)).toBe(false);
  });
});
