import { describe, expect, it } from 'vitest';
import { dbErrorKey } from './db-errors.ts';
import { findUnstorableText } from './input-guard.ts';

describe('text that cannot be stored', () => {
  it('finds NUL and unpaired surrogates in values and keys, at any depth', () => {
    expect(findUnstorableText({ a: 'ok', b: ['fine', { c: 'x\u0000y' }] })).toBe('/b/1/c');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('/k\u0000');
    expect(findUnstorableText('\ud800')).toBe('/');
    expect(findUnstorableText({ s: 'a\udc00' })).toBe('/s');
    expect(findUnstorableText({ s: 'pair 😀 漢字 ﾃｽﾄ', n: 1, z: null, t: true })).toBeUndefined();
  });
});

describe('database errors', () => {
  const dbError = (code: string) => Object.assign(new Error('x'), { code, severity: 'ERROR' });
  it('maps SQLSTATEs to catalogue keys and leaves everything else alone', () => {
    expect(dbErrorKey(dbError('23505'))).toBe('conflict');
    expect(dbErrorKey(dbError('22003'))).toBe('paramError');
    expect(dbErrorKey(dbError('22021'))).toBe('paramError');
    expect(dbErrorKey(dbError('23514'))).toBe('paramError');
    expect(dbErrorKey(dbError('40P01'))).toBe('systemBusy');
    expect(dbErrorKey(dbError('42P01'))).toBeUndefined(); // a missing table is our bug: it stays a 500
    expect(dbErrorKey(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(dbErrorKey(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBeUndefined();
  });
});
