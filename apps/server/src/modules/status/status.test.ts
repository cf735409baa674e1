import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { API } from '@mecha/shared/api-paths';
import type { IncidentOps, StatusData } from '@mecha/shared/status/api';
import { buildApp } from '../../app.ts';
import { DEV_OPERATOR_TOKEN, testConfig } from '../../config.ts';
import { ApiMinutes, apiWindows, bucketOf, LATENCY_BOUNDS_MS, percentileMs } from '../../platform/api-latency.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches } from '../../../test/matches.ts';
import { STATUS_CACHE_MS } from './status.service.ts';

const ops = { authorization: `Operator ${DEV_OPERATOR_TOKEN}`, 'x-operator': 'status-test' };
const scraper = { authorization: `Bearer ${DEV_OPERATOR_TOKEN}` };

describe('latency buckets and percentiles', () => {
  it('puts a time in the first bucket whose bound holds it, and reads a percentile as that bound', () => {
    expect(bucketOf(0.4)).toBe(0);
    expect(bucketOf(5)).toBe(LATENCY_BOUNDS_MS.indexOf(5));
    expect(bucketOf(5.1)).toBe(LATENCY_BOUNDS_MS.indexOf(7));
    expect(bucketOf(60_000)).toBe(LATENCY_BOUNDS_MS.length);
    const counts = Array.from({ length: LATENCY_BOUNDS_MS.length + 1 }, () => 0);
    expect(percentileMs(counts, 0.5)).toBeNull();
    counts[bucketOf(3)] = 90; // 90 answers within 3 ms
    counts[bucketOf(40)] = 9; // 9 within 50 ms
    counts[bucketOf(20_000)] = 1; // 1 over 10 s
    expect(percentileMs(counts, 0.5)).toBe(3);
    expect(percentileMs(counts, 0.95)).toBe(50);
    expect(percentileMs(counts, 0.99)).toBe(50);
    expect(percentileMs(counts, 1)).toBeGreaterThan(10_000);
  });
});

describe.each(DB_KINDS)('status page, metrics and health (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());
  const nowS = () => Math.floor(t.clock.now().getTime() / 1000);
  const status = async (lang = 'en') => {
    t.clock.advance(STATUS_CACHE_MS + 1); // an answer is kept for STATUS_CACHE_MS
    const res = await t.app.inject({ url: API.status, headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('Accept-Language');
    return body<StatusData>(res).data;
  };

  it('says when each edition last received a match, moving only forward', async () => {
    const before = await status();
    expect(before.freshness.map((f) => f.edition)).toEqual(['cn', 'hk', 'global', 'jp']);
    expect(before.freshness.every((f) => f.lastReceivedAt === null)).toBe(true);
    const ended = nowS() - 120;
    const jp = { ...duel('st-1', ended, '71000001', '71000002'), sides: duel('st-1', ended, '71000001', '71000002').sides.map((s) => ({ ...s, players: s.players.map((p) => ({ ...p, edition: 'jp' as const, region: 'JP' })) })) };
    const receivedAt = t.clock.now().toISOString();
    expect(body(await postMatches(t.app, [duel('st-0', ended - 600, '71000003', '71000004'), jp], { nowS: nowS() })).code).toBe(0);
    const after = await status();
    const cn = after.freshness.find((f) => f.edition === 'cn')!;
    expect(cn.lastReceivedAt).toBe(receivedAt);
    expect(cn.newestEndedAt).toBe(new Date((ended - 600) * 1000).toISOString());
    expect(after.freshness.find((f) => f.edition === 'jp')!.newestEndedAt).toBe(new Date(ended * 1000).toISOString());
    expect(after.freshness.find((f) => f.edition === 'hk')!.lastReceivedAt).toBeNull();
    // A late, older match arriving later moves "received" forward but not "newest ended".
    t.clock.advance(60_000);
    const lateAt = t.clock.now().toISOString();
    await postMatches(t.app, [duel('st-2', ended - 3600, '71000005', '71000006')], { nowS: nowS() });
    const late = (await status()).freshness.find((f) => f.edition === 'cn')!;
    expect(late.lastReceivedAt).toBe(lateAt);
    expect(late.newestEndedAt).toBe(cn.newestEndedAt);
    const askedAt = t.clock.now().toISOString();
    const cheap = body<{ generatedAt: string; list: StatusData['freshness'] }>(await t.app.inject({ url: API.statusFreshness })).data;
    expect(cheap.list).toEqual((await status()).freshness);
    // The server's time as it answers (the list may be cached), for the phone to count the age on.
    expect(cheap.generatedAt).toBe(askedAt);
  });

  it('counts API answers per minute in the database, with 5xx as errors, summed across processes', async () => {
    // A second recorder stands for a second server process writing to the same table.
    const other = new ApiMinutes(t.store.db, () => t.clock.now());
    const mine = new ApiMinutes(t.store.db, () => t.clock.now());
    for (let i = 0; i < 90; i++) mine.record(2.5, false);
    for (let i = 0; i < 9; i++) other.record(40, false);
    other.record(12_000, true);
    await Promise.all([mine.flush(), other.flush()]);
    const [w] = await apiWindows(t.store.db, [new Date(t.clock.now().getTime() - 60_000)]);
    expect(w.requests).toBeGreaterThanOrEqual(100);
    expect(w.p50Ms).toBe(3);
    expect(w.p95Ms).toBeLessThanOrEqual(50);
    expect(w.errorRate).toBeGreaterThan(0);
    expect(w.errorRate).toBeLessThanOrEqual(1 / 100);
    // Counts before the window are not in it; the 24 h window has everything.
    t.clock.advance(10 * 60_000);
    mine.record(1, false);
    await mine.flush();
    const s = await status();
    expect(s.api.last5m.requests).toBeLessThan(s.api.last24h.requests);
    expect(s.api.last24h.requests).toBeGreaterThanOrEqual(101);
  });

  it('shows queue depths: mail waiting with its age, retries, payments inside their window', async () => {
    const q0 = (await status()).queues;
    const grants = await sql<{ id: number }>`insert into reward_grants (owner, source, ref, period, yfy_uid, role_uid, items, created_at)
      select 'role:71000001', 'test', 'status-' || g, '-', 'y1', '71000001', '[]'::jsonb, now() from generate_series(1, 3) g returning id`.execute(t.store.db);
    const [a, b, c] = grants.rows.map((r) => r.id);
    await sql`insert into mail_outbox (grant_id, role_uid, title, body, status, attempts, next_attempt_at, created_at) values
      (${a}, '71000001', 't', 'b', 'pending', 0, now(), now() - interval '90 seconds'),
      (${b}, '71000001', 't', 'b', 'pending', 2, now(), now()),
      (${c}, '71000001', 't', 'b', 'delivered', 1, now(), now() - interval '1 day')`.execute(t.store.db);
    const q = (await status()).queues;
    expect(q.mailPending).toBe(q0.mailPending + 2);
    expect(q.deliveriesRetrying).toBe(q0.deliveriesRetrying + 1);
    expect(q.mailOldestAgeS).toBeGreaterThanOrEqual(89);
    expect(q.paymentsAwaitingTimeout).toBe(0);
  });

  it('lets operators post, edit and resolve incidents that players read in their language', async () => {
    const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: ops, payload: payload as object });
    const bad = [
      { severity: 'major', texts: {} },
      { severity: 'huge', texts: { en: { title: 'x' } } },
      { severity: 'major', texts: { en: { title: 'bad\u0000title' } } },
      { severity: 'major', texts: { en: { title: 'x'.repeat(121) } } },
      { severity: 'major', texts: { fr: { title: 'panne' } } },
    ];
    const listBefore = body<{ list: IncidentOps[] }>(await t.app.inject({ url: API.opsStatusIncidents, headers: ops })).data.list.length;
    for (const p of bad) expect((await post(API.opsStatusIncidents, p)).statusCode).toBe(400);
    expect(body<{ list: IncidentOps[] }>(await t.app.inject({ url: API.opsStatusIncidents, headers: ops })).data.list).toHaveLength(listBefore);
    expect((await t.app.inject({ method: 'POST', url: API.opsStatusIncidents, payload: { severity: 'info', texts: { en: { title: 'x' } } } })).statusCode).toBe(401);

    const created = body<IncidentOps>(await post(API.opsStatusIncidents, { severity: 'major', texts: { en: { title: 'Matches delayed', body: 'Records of JP may be late.' }, ja: { title: '戦績の反映遅延' } } }));
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ severity: 'major', resolvedAt: null, by: 'bootstrap:status-test' });
    const en = (await status('en')).incidents[0]!;
    expect(en).toMatchObject({ id: created.data.id, title: 'Matches delayed', body: 'Records of JP may be late.', resolvedAt: null });
    expect((await status('ja')).incidents[0]!.title).toBe('戦績の反映遅延');
    expect((await status('zh-HK')).incidents[0]!.title).toBe('Matches delayed'); // no zh-HK text: English

    const resolved = body<IncidentOps>(await post(API.opsStatusIncidentUpdate, { id: created.data.id, resolved: true }));
    expect(resolved.data.resolvedAt).toBe(t.clock.now().toISOString());
    expect((await status()).incidents[0]!.resolvedAt).toBe(resolved.data.resolvedAt);
    expect(body(await post(API.opsStatusIncidentUpdate, { id: 999_999, resolved: true })).code).toBe(1015);
    // A week and a day later it is off the public page, still in the operators' list.
    t.clock.advance(8 * 86_400_000);
    expect((await status()).incidents.find((i) => i.id === created.data.id)).toBeUndefined();
    expect(body<{ list: IncidentOps[] }>(await t.app.inject({ url: API.opsStatusIncidents, headers: ops })).data.list[0]!.id).toBe(created.data.id);
  });

  it('serves Prometheus metrics to the scraper only', async () => {
    expect((await t.app.inject({ url: API.metrics })).statusCode).toBe(401);
    expect((await t.app.inject({ url: API.metrics, headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    await t.app.inject({ url: `${API.roleInfo}?uid=not-a-uid` }); // a refused call, counted by its catalogue code
    const res = await t.app.inject({ url: API.metrics, headers: scraper });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/status",status="200"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/status"\} \d+/);
    expect(text).toMatch(/api_errors_total\{code="\d+"\} \d+/);
    expect(text).toMatch(/job_queue_depth\{queue="outbox_pending"\} [1-9]/);
    expect(text).toMatch(/outbox_oldest_pending_age_seconds \d+/);
    expect(text).toMatch(/ingest_lag_seconds \d+/);
    expect(text).toContain('process_cpu_user_seconds_total');
    // Probes are not API traffic.
    await t.app.inject({ url: API.healthLive });
    expect((await t.app.inject({ url: API.metrics, headers: scraper })).body).not.toContain('route="/api/health/live"');
  });

  it('answers liveness, and readiness only with every migration applied', async () => {
    expect(body(await t.app.inject({ url: API.healthLive }))).toMatchObject({ code: 0, data: { status: 'ok' } });
    const ready = body<{ migrations: { applied: number; expected: number } }>(await t.app.inject({ url: API.healthReady }));
    expect(ready.code).toBe(0);
    expect(ready.data.migrations.applied).toBe(ready.data.migrations.expected);
    await sql`delete from kysely_migration where name = '0018-operations'`.execute(t.store.db);
    const refused = await t.app.inject({ url: API.healthReady });
    expect(refused.statusCode).toBe(503);
    expect(body<{ migrations: { applied: number; expected: number } }>(refused).data.migrations.applied).toBe(ready.data.migrations.expected - 1);
    await sql`insert into kysely_migration (name, timestamp) values ('0018-operations', ${new Date().toISOString()})`.execute(t.store.db);
    expect((await t.app.inject({ url: API.ready })).statusCode).toBe(200);
  });
});

describe('graceful close', () => {
  it('lets a job run in flight finish before the database closes, and starts none after', async () => {
    const t = await makeTestApp('pglite');
    let finished = false;
    const { scheduleJobs } = await import('../../platform/jobs.ts');
    const app = await buildApp({ config: testConfig(), db: t.store.db, clock: t.clock, webRoot: false });
    let runs = 0;
    scheduleJobs(app, [{ name: 'slow', everyMs: 10, run: async () => { runs++; await new Promise((r) => setTimeout(r, 300)); await sql`select 1`.execute(t.store.db); finished = true; } }]);
    await app.ready();
    await new Promise((r) => setTimeout(r, 50));
    await app.close();
    expect(finished).toBe(true);
    const after = runs;
    await new Promise((r) => setTimeout(r, 60));
    expect(runs).toBe(after);
    await t.close();
  });
});

