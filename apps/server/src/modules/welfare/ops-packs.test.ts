import { ERRORS } from '@mecha/shared/errors/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';

const ops = { authorization: `Operator ${DEV_OPERATOR_TOKEN}` };

describe('operators configure gift packs', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { seedContent: true });
    token = await loginWithCode(t.app, (await sampleUids(t.app, 1))[0]!);
  });
  afterAll(() => t.close());

  const status = async () => body<{ packs: { Id: string; Title: string; Items: { Qty: number }[] }[] }>(await t.app.inject({ url: '/api/welfare/status', headers: { ...auth(token), 'accept-language': 'en' } })).data.packs;
  const setPack = (payload: object) => t.app.inject({ method: 'POST', url: '/api/ops/packs', headers: ops, payload });

  it('changes items and titles, schedules and switches packs off, with clear errors for players', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(body(await setPack({ id: 'qzlb', titles: { en: 'Daily supply crate' }, items: [{ id: 'coin', qty: 777, names: { en: 'Coins' } }] })).code).toBe(0);
    const daily = (await status()).find((p) => p.Id === 'qzlb')!;
    expect(daily).toMatchObject({ Title: 'Daily supply crate', Items: [{ Qty: 777 }] });

    await setPack({ id: 'mzlb', titles: { en: 'Later' }, items: [{ id: 'coin', qty: 1, names: { en: 'Coins' } }], startsAt: now + 3600 });
    expect((await status()).some((p) => p.Id === 'mzlb')).toBe(false);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/welfare/mzlb', headers: auth(token) })).code).toBe(1011);
    await setPack({ id: 'dylb', titles: { en: 'Over' }, items: [{ id: 'coin', qty: 1, names: { en: 'Coins' } }], endsAt: now - 1 });
    await t.app.inject({ method: 'POST', url: '/api/welfare/subscribe', headers: auth(token) });
    expect(body(await t.app.inject({ method: 'POST', url: '/api/welfare/dylb', headers: auth(token) })).code).toBe(1012);
    await setPack({ id: 'xslb', titles: { en: 'Off' }, items: [{ id: 'coin', qty: 1, names: { en: 'Coins' } }], active: false });
    expect(body(await t.app.inject({ method: 'POST', url: '/api/welfare/xslb', headers: auth(token) })).code).toBe(6003);
    expect(body(await setPack({ id: 'zzzz', titles: { en: 'x' }, items: [] })).code).toBe(1014);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/ops/packs', payload: { id: 'qzlb' } })).code).toBe(ERRORS.opsSessionRequired.code);
  });
});
