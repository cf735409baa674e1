import fc from 'fast-check';
import { acceptLanguage, authorizationJunk, editionHeader, hostileBody, hostileContentType, hostileKey, hostileUrlText, hostileValue, urlText } from './hostile.ts';
import type { JsonSchema } from '../json-schema.ts';
import { arbitraryFor } from './schema-arbitrary.ts';

// One malformed request for one operation of the OpenAPI document: a well-formed request, then one to three
// mutations (a field, a key, the whole body, the content type, a query value, a path segment, a header, the
// method).

export interface Operation {
  method: 'get' | 'post';
  path: string;
  parameters: { in: 'query' | 'path' | 'header'; name: string; schema: JsonSchema; required?: boolean }[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was broken, for the report of a failing case. */
  mutations: string[];
}

type Draft = { method: FuzzRequest['method']; path: Record<string, string>; query: [string, string][]; headers: Record<string, string>; body: unknown; raw?: string | Buffer; mutations: string[] };

const MUTATIONS = ['bodyField', 'bodyKey', 'bodyRaw', 'contentType', 'queryValue', 'queryKey', 'pathSegment', 'header', 'method'] as const;
type Mutation = (typeof MUTATIONS)[number];

export function requestArbitrary(op: Operation, credentials: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const valid = fc.record({
    path: fc.record(Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, arbitraryFor(p.schema).map(urlText)]))),
    query: fc.record(Object.fromEntries(op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, arbitraryFor(p.schema).map(urlText)])), { requiredKeys: [] }),
    headers: fc.record(Object.fromEntries(op.parameters.filter((p) => p.in === 'header').map((p) => [p.name, arbitraryFor(p.schema).map(String)]))),
    body: op.body ? arbitraryFor(op.body) : fc.constant(undefined),
    lang: acceptLanguage,
    edition: fc.option(editionHeader, { nil: undefined }),
  });
  const mutations = fc.array(fc.record({ kind: fc.constantFrom(...MUTATIONS), value: hostileValue, key: hostileKey, text: hostileUrlText, raw: hostileBody, type: hostileContentType, auth: authorizationJunk, pick: fc.nat() }), { minLength: 1, maxLength: 3 });
  return fc.tuple(valid, mutations).map(([v, ms]) => {
    const draft: Draft = {
      method: op.method === 'get' ? 'GET' : 'POST',
      path: v.path as Record<string, string>,
      query: Object.entries(v.query as Record<string, string>),
      headers: { 'accept-language': v.lang, ...(v.edition === undefined ? {} : { 'x-game-code': v.edition }), ...(v.headers as Record<string, string>), ...credentials },
      body: v.body,
      mutations: [],
    };
    for (const m of ms) mutate(draft, m.kind, m);
    return finish(op, draft);
  });
}

function mutate(d: Draft, kind: Mutation, m: { value: unknown; key: string; text: string; raw: string | Buffer; type: string; auth: string; pick: number }) {
  d.mutations.push(kind);
  switch (kind) {
    case 'bodyField':
      d.body = replaceSomewhere(d.body, m.value, m.pick);
      return;
    case 'bodyKey':
      d.body = { ...(typeof d.body === 'object' && d.body !== null && !Array.isArray(d.body) ? d.body : {}) };
      Object.defineProperty(d.body, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
      return;
    case 'bodyRaw':
      d.raw = m.raw;
      return;
    case 'contentType':
      d.headers['content-type'] = m.type;
      return;
    case 'queryValue': {
      const i = d.query.length ? m.pick % d.query.length : -1;
      if (i >= 0) d.query[i] = [d.query[i]![0], m.text];
      else d.query.push(['q', m.text]);
      return;
    }
    case 'queryKey':
      d.query.push([urlText(m.key).replace('__proto__', m.pick % 2 ? '__proto__[x]' : '__proto__'), m.text]);
      return;
    case 'pathSegment': {
      const names = Object.keys(d.path);
      if (names.length) d.path[names[m.pick % names.length]!] = m.text;
      else d.query.push(['constructor[prototype][x]', m.text]);
      return;
    }
    case 'header':
      [() => (d.headers['x-game-code'] = m.text.slice(0, 4000)), () => (d.headers.authorization = m.auth), () => (d.headers['accept-language'] = `${d.headers['accept-language']};q=${m.text.slice(0, 50)}`), () => (d.headers['x-forwarded-for'] = m.text.slice(0, 200)), () => (d.headers['content-length'] = String(m.pick))][m.pick % 5]!();
      return;
    case 'method':
      d.method = (['GET', 'POST', 'PUT', 'DELETE'] as const)[m.pick % 4]!;
      return;
  }
}

/** The value with one field (chosen by `pick`, depth-first) replaced by `value`. */
function replaceSomewhere(body: unknown, value: unknown, pick: number): unknown {
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach((c, i) => (slots.push({ parent: v, key: i }), visit(c)));
    else if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) slots.push({ parent: v as Record<string, unknown>, key: k }), visit(c);
  };
  const copy = body === undefined ? {} : structuredClone(body);
  visit(copy);
  if (!slots.length) return value;
  const slot = slots[pick % slots.length]!;
  (slot.parent as Record<string | number, unknown>)[slot.key] = value;
  return copy;
}

// Path and query values are URL text already: well-formed ones encoded, hostile ones as an attacker wrote them.
function finish(op: Operation, d: Draft): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => d.path[name] ?? '');
  const query = d.query.map(([k, v]) => `${k}=${v}`).join('&');
  const url = query ? `${path}?${query}` : path;
  if (d.method === 'GET' || d.method === 'DELETE') return { method: d.method, url, headers: d.headers, mutations: d.mutations };
  const payload = d.raw ?? (d.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? formText(d.body) : JSON.stringify(d.body ?? {}));
  return { method: d.method, url, headers: { 'content-type': 'application/json', ...d.headers }, payload, mutations: d.mutations };
}

function formText(body: unknown): string {
  if (!body || typeof body !== 'object') return String(body);
  return Object.entries(body).map(([k, v]) => `${urlText(k)}=${urlText(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&');
}
