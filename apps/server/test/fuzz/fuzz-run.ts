import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { API } from '@mecha/shared/api-paths';
import { DEV_INGEST_SECRET, DEV_OPERATOR_TOKEN } from '../../src/config.ts';
import { sign } from '../../src/platform/signed-request.ts';
import { body, mailedCode, requestCode, sampleUids, type TestApp } from '../test-app.ts';
import { judge } from './answers.ts';
import { requestArbitrary, type FuzzRequest, type Operation } from './requests.ts';
import type { JsonSchema } from '../json-schema.ts';
import { changedTables, fingerprintTables } from './tables.ts';

// The fuzzer: reads /api/openapi.json, builds malformed requests for every operation, sends them in four passes
// (anonymous, logged in, operator, signed ingest) and judges every answer.

export const PASSES = ['anonymous', 'loggedIn', 'operator', 'signedIngest'] as const;
export type Pass = (typeof PASSES)[number];

export interface FuzzReport {
  sent: Record<Pass, number>;
  byStatus: Record<string, number>;
  routes: number;
  exempt: number;
  failures: { pass: Pass; request: string; problem: string }[];
  /** Tables whose content the anonymous pass changed (must be none). */
  anonymousChanged: string[];
}

export async function runFuzz(t: TestApp, counts: Record<Pass, number>, seed: number): Promise<FuzzReport> {
  const operations = await readOperations(t);
  const report: FuzzReport = { sent: { anonymous: 0, loggedIn: 0, operator: 0, signedIngest: 0 }, byStatus: {}, routes: operations.length, exempt: 0, failures: [], anonymousChanged: [] };
  const session = await playerSession(t);

  const before = await fingerprintTables(t.store.db);
  await runPass(t, report, 'anonymous', operations, counts.anonymous, seed, () => ({}));
  report.anonymousChanged = changedTables(before, await fingerprintTables(t.store.db));

  const bearer = operations.filter((o) => o.security === 'bearer');
  await runPass(t, report, 'loggedIn', bearer, counts.loggedIn, seed + 1, () => ({ authorization: `Bearer ${session.token}` }), session.renew);
  const ops = operations.filter((o) => o.security === 'operator');
  await runPass(t, report, 'operator', ops, counts.operator, seed + 2, () => ({ authorization: `Operator ${DEV_OPERATOR_TOKEN}` }));
  const ingest = operations.filter((o) => o.path === '/api/game/matches');
  await runPass(t, report, 'signedIngest', ingest, counts.signedIngest, seed + 3, () => ({}), undefined, signIngest(t));
  return report;
}

type Op = Operation & { security: 'bearer' | 'operator' | null };

async function readOperations(t: TestApp): Promise<Op[]> {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { security?: Record<string, unknown>[]; parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>> };
  const out: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const security = op.security?.[0] ? (Object.keys(op.security[0])[0] as 'bearer' | 'operator') : null;
      out.push({ method: method as 'get' | 'post', path, parameters: op.parameters ?? [], body: op.requestBody?.content['application/json']?.schema, security });
    }
  }
  return out;
}

async function runPass(
  t: TestApp, report: FuzzReport, pass: Pass, operations: Op[], count: number, seed: number,
  credentials: () => Record<string, string>, afterAnswer?: (code: number) => Promise<void>, finish?: (req: FuzzRequest) => FuzzRequest,
) {
  if (!operations.length || count <= 0) return;
  const arb = fc.constantFrom(...operations).chain((op) => requestArbitrary(op, credentials()));
  for (const generated of fc.sample(arb, { seed, numRuns: count })) {
    const req = finish ? finish(generated) : { ...generated, headers: { ...generated.headers, ...credentials() } };
    const res = await t.app.inject({ method: req.method, url: req.url, headers: req.headers, payload: req.payload, remoteAddress: randomIp() });
    report.sent[pass] += 1;
    const cls = `${Math.floor(res.statusCode / 100)}xx`;
    report.byStatus[cls] = (report.byStatus[cls] ?? 0) + 1;
    const verdict = judge(req, res);
    if (!verdict.ok) report.failures.push({ pass, request: describe(req), problem: verdict.problem });
    else if (verdict.exempt) report.exempt += 1;
    if (afterAnswer) await afterAnswer(safeCode(res.body));
  }
}

/** Signs the (malformed) body as the game server would, so the request gets past the signature. */
function signIngest(t: TestApp) {
  return (req: FuzzRequest): FuzzRequest => {
    const raw = typeof req.payload === 'string' ? req.payload : (req.payload?.toString('utf8') ?? '');
    const ts = Math.floor(t.clock.now().getTime() / 1000);
    return { ...req, payload: raw, headers: { ...req.headers, 'x-game-timestamp': String(ts), 'x-game-signature': sign(DEV_INGEST_SECRET, ts, raw) } };
  };
}

/** A logged-in player with a bound role; logs the next sample player in when a fuzzed call ended the session. */
async function playerSession(t: TestApp) {
  const uids = await sampleUids(t.app, 100);
  let next = 0;
  // A fuzzed call may have left a player unable to log in again (a role bound elsewhere, a limit hit): try the next.
  const login = async (): Promise<string> => {
    const failures: string[] = [];
    while (failures.length < 5) {
      const uid = uids[next++ % uids.length]!;
      t.clock.advance(61_000); // past the per-UID resend cool-down, as the list comes round again
      const sent = await requestCode(t.app, uid, randomIp());
      if (body(sent).code !== 0) {
        failures.push(`code for ${uid}: ${sent.body}`);
        continue;
      }
      const res = await t.app.inject({ method: 'POST', url: API.login, payload: { uid, code: await mailedCode(t.app, uid) }, remoteAddress: randomIp() });
      const answer = body<{ token: string } | null>(res);
      if (answer.code === 0 && answer.data) return answer.data.token;
      failures.push(`login of ${uid}: ${res.body}`);
    }
    throw new Error(`no player could log in:\n${failures.join('\n')}`);
  };
  const session = {
    token: await login(),
    // 600: a fuzzed logout revoked it; 402: a fuzzed unbind left no role.
    renew: async (code: number) => {
      if (code === 600 || code === 402) session.token = await login();
    },
  };
  return session;
}

const randomIp = () => `10.${randomBytes(3).join('.')}`;

function safeCode(text: string): number {
  try {
    return (JSON.parse(text) as { code: number }).code;
  } catch {
    return -1;
  }
}

function describe(req: FuzzRequest): string {
  const payload = req.payload === undefined ? '' : ` body=${(typeof req.payload === 'string' ? req.payload : `<${req.payload.length} bytes>`).slice(0, 160)}`;
  const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${v.slice(0, 60)}`).join('; ');
  return `${req.method} ${req.url.slice(0, 200)} [${req.mutations.join(',')}] {${headers}}${payload}`;
}
