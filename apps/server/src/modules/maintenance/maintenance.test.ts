import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { MAINTENANCE_CACHE_MS } from './maintenance.service.ts';

const ops = { authorization: `Operator ${DEV_OPERATOR_TOKEN}`, 'x-operator': 'maint-test' };

describe.each(DB_KINDS)('per-feature maintenance switch (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'en') => t.app.inject({ url, headers: { 'accept-language': lang } });
  const opsCall = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: ops, payload: payload as object });

  it('answers 1013 on the switched feature only, with its feature and end, until switched off', async () => {
    expect(body(await get(`${API.cmsNews}?size=1`)).code).toBe(0);
    const until = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const on = await opsCall(API.opsMaintenanceOn, { feature: 'news', reason: 'search reindex', until });
    expect(body(on)).toMatchObject({ code: 0, data: { feature: 'news', reason: 'search reindex', until, by: 'bootstrap:maint-test' } });

    const refused = await get(`${API.cmsNews}?size=1`, 'ja');
    expect(refused.statusCode).toBe(ERRORS.underRepair.http);
    expect(body(refused)).toEqual({ code: 1013, data: { feature: 'news', until }, msg: errorMessage('underRepair', 'ja') });
    expect(body(await t.app.inject({ method: 'POST', url: '/api/like/1', payload: {} })).code).toBe(1013);
    expect(body(await get(API.newsSearch)).code).toBe(1013);
    // The rest of the site, login, health, app-config and operators keep working.
    expect(body(await get(API.seasonList)).code).toBe(0);
    expect(body(await get(API.health)).code).toBe(0);
    expect(body(await get(API.appConfig)).code).toBe(0);
    expect(body(await t.app.inject({ url: '/api/ops/articles/list', headers: ops })).code).toBe(0);
    expect(body<{ list: unknown[] }>(await get(API.maintenance)).data.list).toEqual([{ feature: 'news', until }]);

    const off = await opsCall(API.opsMaintenanceOff, { feature: 'news', reason: 'reindex done' });
    expect(body(off).data).toEqual({ feature: 'news', wasOn: true });
    expect(body(await get(`${API.cmsNews}?size=1`)).code).toBe(0);
    expect(body<{ list: unknown[] }>(await get(API.maintenance)).data.list).toEqual([]);
  });

  it('audits each switch with its mandatory reason, and refuses bad input', async () => {
    const audit = await t.store.db.selectFrom('ops_audit_log').select(['action', 'target', 'reason', 'area']).where('action', 'like', 'maintenance.%').orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'maintenance.on', target: 'news', reason: 'search reindex', area: 'maintenance' },
      { action: 'maintenance.off', target: 'news', reason: 'reindex done', area: 'maintenance' },
    ]);
    expect(body(await opsCall(API.opsMaintenanceOn, { feature: 'news' })).code).not.toBe(0);
    expect(body(await opsCall(API.opsMaintenanceOn, { feature: 'news', reason: '   ' })).code).not.toBe(0);
    expect(body(await opsCall(API.opsMaintenanceOn, { feature: 'chat', reason: 'x' })).code).toBe(ERRORS.paramError.code);
    expect(body(await opsCall(API.opsMaintenanceOn, { feature: 'mall', reason: 'x', until: 'tomorrow' })).code).toBe(ERRORS.paramError.code);
    expect(body(await opsCall(API.opsMaintenanceOn, { feature: 'mall', reason: 'x'.repeat(301) })).code).toBe(ERRORS.paramError.code);
    expect(body(await t.app.inject({ method: 'POST', url: API.opsMaintenanceOn, payload: { feature: 'mall', reason: 'x' } })).code).not.toBe(0);
    expect(body<{ list: unknown[] }>(await t.app.inject({ url: API.opsMaintenance, headers: ops })).data.list).toEqual([]);
  });

  it('ends by itself at its end time, and other instances follow within the cache window', async () => {
    const until = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await opsCall(API.opsMaintenanceOn, { feature: 'mall', reason: 'stock recount', until });
    expect(body(await get(API.scoreProduct)).code).toBe(ERRORS.underRepair.code);
    t.clock.advance(61_000);
    expect(body(await get(API.scoreProduct)).code).not.toBe(ERRORS.underRepair.code);
    expect(body<{ list: { feature: string }[] }>(await t.app.inject({ url: API.opsMaintenance, headers: ops })).data.list.map((s) => s.feature)).toEqual(['mall']);

    // A row written by another instance: seen once this instance's copy is older than the window.
    await t.store.db.insertInto('maintenance_switches').values({ feature: 'welfare', reason: 'elsewhere', until: null, since: t.clock.now(), switched_by: 'other' }).execute();
    t.clock.advance(MAINTENANCE_CACHE_MS);
    expect(body(await get(API.welfarePack + '/xslb')).code).toBe(ERRORS.underRepair.code);
    expect(body(await get(API.welfareStatus)).code).toBe(ERRORS.underRepair.code);
    await opsCall(API.opsMaintenanceOff, { feature: 'welfare', reason: 'back' });
    expect(body(await get(API.welfareStatus)).code).not.toBe(ERRORS.underRepair.code);
  });
});
