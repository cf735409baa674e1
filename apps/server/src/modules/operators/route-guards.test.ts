import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { OPS_ROLES, opsAreaOf, roleMay } from '@mecha/shared/ops/roles';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { createOperator, login } from './operators-test-kit.ts';

// Every operator route the app registers, walked from the app itself (so a route added later is covered): it wants
// a credential, it refuses a role whose areas do not include it, and one that names an edition refuses an operator
// of another edition. And no route falls outside the area table by accident.

interface Route {
  method: string;
  url: string;
}

/**
 * Every route from the router's own tree listing: each line is `├── <segment> (GET, HEAD)` indented four columns a
 * level, a segment continuing its parent's path. Operator routes only, HEAD left out.
 */
export function operatorRoutes(app: FastifyInstance): Route[] {
  const out: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    if (!m[3] || !path.startsWith('/api/ops/')) continue;
    for (const method of m[3].split(',').map((x) => x.trim())) if (method !== 'HEAD') out.push({ method, url: path });
  }
  return out;
}

type Doc = { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: Schema }> } }>> };
type Schema = { properties?: Record<string, unknown>; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };
const hasEdition = (s: Schema | undefined): boolean => !!s && (!!s.properties?.edition || [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some(hasEdition));

/** Whether a route takes `edition` in its query or body (by its OpenAPI entry). */
function takesEdition(doc: Doc, r: Route): boolean {
  const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
  if (!op) return false;
  return (op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'edition') || Object.values(op.requestBody?.content ?? {}).some((c) => hasEdition(c.schema));
}

const concrete = (url: string) => url.replace(/:\w+/g, '1').replace(/\*/g, 'x');

describe.each(DB_KINDS)('every operator route is guarded (%s)', (kind) => {
  let t: TestApp;
  let routes: Route[];
  const sessions: Partial<Record<(typeof OPS_ROLES)[number], string>> = {};
  let otherEdition: string;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    routes = operatorRoutes(t.app).filter((r) => r.url !== API.opsLogin);
    for (const role of OPS_ROLES) sessions[role] = await login(t, `walk-${role}`, await createOperator(t, `walk-${role}`, role));
    otherEdition = await login(t, 'walk-jp-admin', await createOperator(t, 'walk-jp-admin', 'admin', ['jp']));
  });
  afterAll(() => t.close());

  const call = (r: Route, credential?: string, edition?: string) =>
    t.app.inject({
      method: r.method as 'GET',
      url: concrete(r.url) + (edition && r.method === 'GET' ? `?edition=${edition}` : ''),
      headers: { 'accept-language': 'en', ...(credential ? { authorization: `Operator ${credential}` } : {}) },
      ...(r.method === 'GET' ? {} : { payload: edition ? { edition } : {} }),
    });

  it('finds the operator routes (the listing is read right)', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const u of [`GET ${API.opsMe}`, `POST ${API.opsOperatorUpdate}`, 'POST /api/ops/mall/suspensions/lift', 'POST /api/ops/mall/points/adjust', 'POST /api/ops/annual/winners/ship-csv']) expect(urls).toContain(u);
    expect(urls.every((u) => /^[A-Z]+ \/api\/ops\/[\w/:.-]+$/.test(u))).toBe(true);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('maps every operator route except the login to an area of the table (none admin-only by accident)', () => {
    expect(routes.filter((r) => opsAreaOf(r.url) === null).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers opsSessionRequired without a credential, and with a wrong one', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      for (const credential of [undefined, 'not-a-credential', 'opt_not-a-token']) {
        const res = await call(r, credential);
        if (res.json().code !== ERRORS.opsSessionRequired.code) wrong.push(`${r.method} ${r.url} ${credential ?? '(none)'}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers opsRoleForbidden to a role whose areas do not include the route's", async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const r of routes) {
      const role = OPS_ROLES.find((x) => !roleMay(x, opsAreaOf(r.url)));
      if (!role) continue;
      checked++;
      const res = await call(r, sessions[role]);
      if (res.json().code !== ERRORS.opsRoleForbidden.code) wrong.push(`${r.method} ${r.url} as ${role}: ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it('answers opsEditionForbidden where a route names an edition the operator is not scoped to', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as Doc;
    const withEdition = routes.filter((r) => takesEdition(doc, r));
    const wrong: string[] = [];
    for (const r of withEdition) {
      const res = await call(r, otherEdition, 'cn');
      if (res.json().code !== ERRORS.opsEditionForbidden.code) wrong.push(`${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
    expect(withEdition.length).toBeGreaterThan(0);
  });
});
