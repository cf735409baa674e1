import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { ProductDetail, productListData } from '@mecha/shared/mall/api';
import type { z } from 'zod';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerMismatches, mallCaller, mallPlayers } from './mall-test-kit.ts';
import { DEMO_POINTS, SEED_PRODUCTS, seedMall } from './seed.ts';

const PUBLIC = fileURLToPath(new URL('../../../../web/public/mall/', import.meta.url));

describe('demo mall seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { seedContent: true });
  });
  afterAll(() => t.close());

  it('seeds four categories and ten products with a race drop upcoming, a draw open and one sold out', async () => {
    const list = await mallCaller(t, null, 'ja')<z.infer<typeof productListData>>('GET', `${API.scoreProduct}?size=50`);
    expect(list.data.categories.map((c) => c.name)).toEqual(['フィギュア・プラモデル', 'アパレル', '文房具', 'ミュージック・メディア']);
    expect(list.data.list).toHaveLength(10);
    const state = (id: string) => list.data.list.find((p) => p.id === id)!.state;
    expect(state('nightfall-limited')).toBe('upcoming');
    expect(state('gold-vanguard-draw')).toBe('entryOpen');
    expect(state('decal-stickers')).toBe('soldOut');
    const draw = await mallCaller(t, null, 'en')<ProductDetail>('GET', `${API.scoreProductDetail}?id=gold-vanguard-draw`);
    expect(draw.data.draw).toMatchObject({ entrants: 0, entered: false });
    expect(draw.data.entryEndsAt! - draw.data.now).toBeGreaterThan(500);
  });

  it('runs again without changing anything, and gives demo points to existing accounts only on a pointless site', async () => {
    const before = await t.store.db.selectFrom('mall_products').select(['id', 'stock', 'entry_ends_at']).orderBy('id').execute();
    const [p] = await mallPlayers(t, 1);
    await seedMall(t.store.db, new Date(Date.now() + 3_600_000));
    expect(await t.store.db.selectFrom('mall_products').select(['id', 'stock', 'entry_ends_at']).orderBy('id').execute()).toEqual(before);
    expect((await mallCaller(t, p!)<{ balance: number }>('GET', API.scoreMe)).data.balance).toBe(DEMO_POINTS);
    await seedMall(t.store.db);
    expect((await mallCaller(t, p!)<{ balance: number }>('GET', API.scoreMe)).data.balance).toBe(DEMO_POINTS);
    expect((await ledgerMismatches(t)).mismatched).toEqual([]);
  });

  it('has a picture under 3 KB with width, height and viewBox for every product', () => {
    for (const p of SEED_PRODUCTS) {
      const file = `${PUBLIC}${p.id}.svg`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(3072);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<svg[^>]* width="\d+"[^>]* height="\d+"[^>]* viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/<script|on\w+=|href="http/);
    }
  });
});
