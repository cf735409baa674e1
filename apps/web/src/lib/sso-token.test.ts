import { describe, expect, it } from 'vitest';
import { extractWzToken } from './sso-token.ts';

describe('extractWzToken', () => {
  it('finds the token in the search part and keeps the route', () => {
    expect(extractWzToken('https://h.example/?wztoken=abc&x=1#/pages/my/index')).toEqual({
      token: 'abc',
      cleanHref: 'https://h.example/?x=1#/pages/my/index',
    });
  });

  it('finds the token in the hash route query', () => {
    expect(extractWzToken('https://h.example/#/pages/home/index?wztoken=t.k.n&tab=2')).toEqual({
      token: 't.k.n',
      cleanHref: 'https://h.example/#/pages/home/index?tab=2',
    });
    expect(extractWzToken('https://h.example/app/#/pages/home/index?wztoken=abc').cleanHref).toBe('https://h.example/app/#/pages/home/index');
  });

  it('leaves an address without a token as it is', () => {
    expect(extractWzToken('https://h.example/#/pages/home/index')).toEqual({ token: null, cleanHref: 'https://h.example/#/pages/home/index' });
  });
});
