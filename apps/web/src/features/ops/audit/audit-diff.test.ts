import { describe, expect, it } from 'vitest';
import { changedKeys, markedLines, prettyJson } from './audit-diff.ts';

describe('the audit diff', () => {
  it('names the top-level keys that changed', () => {
    expect(changedKeys({ role: 'editor', editions: ['hk'], name: 'a' }, { role: 'admin', editions: ['hk'], name: 'a' })).toEqual(['role']);
    expect(changedKeys(null, { title: 'x' })).toEqual(['title']);
    expect(changedKeys(null, null)).toEqual([]);
  });

  it('marks the lines of changed keys, nested values included', () => {
    const lines = markedLines({ a: 1, b: { c: 2 } }, ['b']);
    expect(lines.filter((l) => l.changed).map((l) => l.text.trim())).toEqual(['"b": {', '"c": 2', '}']);
    expect(lines.find((l) => l.text.includes('"a"'))?.changed).toBe(false);
  });

  it('prints nothing as a dash', () => {
    expect(prettyJson(null)).toBe('—');
  });
});
