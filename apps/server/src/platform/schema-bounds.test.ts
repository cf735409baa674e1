import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../test/json-schema.ts';
import { makeTestApp, type TestApp } from '../../test/test-app.ts';

// Every input is bounded at its schema (ARCHITECTURE: lengths, integer ranges): read from the OpenAPI document,
// so a route added later without bounds fails here rather than in production.

type Schema = JsonSchema;

const SAFE = 9_007_199_254_740_991; // zod's bound for a bare .int(): no bound at all for a database column

/** An anchored pattern with no unbounded repetition bounds a string's length by itself. */
const boundedPattern = (p: string) => p.startsWith('^') && p.endsWith('$') && !/[*+]|\{\d+,\}/.test(p.replace(/\\./g, ''));

export function unbounded(s: Schema | undefined, at: string, out: string[] = []): string[] {
  if (!s) return out;
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (s.enum || s.const !== undefined) return out;
  if (type === 'integer' || type === 'number') {
    if (s.minimum === undefined || s.maximum === undefined || Math.abs(s.minimum) >= SAFE || Math.abs(s.maximum) >= SAFE) out.push(`${at}: number without a range`);
  }
  if (type === 'string' && s.maxLength === undefined && !(s.pattern && boundedPattern(s.pattern))) out.push(`${at}: string without a length`);
  if (type === 'array') {
    if (s.maxItems === undefined) out.push(`${at}: array without maxItems`);
    unbounded(s.items, `${at}[]`, out);
  }
  if (typeof s.additionalProperties === 'object') {
    if (!s.propertyNames?.enum && s.maxProperties === undefined) out.push(`${at}: record without bounded keys`);
    unbounded(s.additionalProperties, `${at}{}`, out);
  }
  for (const [name, child] of Object.entries(s.properties ?? {})) unbounded(child, `${at}.${name}`, out);
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) unbounded(branch, at, out);
  return out;
}

describe('request schemas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
  });
  afterAll(() => t.close());

  it('bound every number, string, array and record a client can send', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    };
    const found: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const p of op.parameters ?? []) unbounded(p.schema, `${method} ${path} ${p.in}:${p.name}`, found);
        for (const c of Object.values(op.requestBody?.content ?? {})) unbounded(c.schema, `${method} ${path} body`, found);
      }
    }
    expect(found).toEqual([]);
  });

  it('would notice an unbounded input', () => {
    expect(unbounded({ type: 'object', properties: { n: { type: 'integer', minimum: -SAFE, maximum: SAFE }, s: { type: 'string', pattern: '^[a-z]+$' }, a: { type: 'array', items: { type: 'string', maxLength: 3 } } } }, 'x')).toEqual([
      'x.n: number without a range',
      'x.s: string without a length',
      'x.a: array without maxItems',
    ]);
    expect(unbounded({ type: 'string', pattern: '^\\d{5,12}$' }, 'uid')).toEqual([]);
  });
});
