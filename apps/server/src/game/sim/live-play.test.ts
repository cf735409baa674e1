import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { LivePlay } from './live-play.ts';

describe('the simulated game keeps playing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
  });
  afterAll(() => t.close());

  it('reports finished matches through the signed ingest route', async () => {
    const config = testConfig();
    const live = new LivePlay(t.app, t.store.db, t.clock, config.ingestSecret, config.simRoleCount);
    for (let i = 0; i < 5; i++) await live.playOne();
    const rows = await t.store.db.selectFrom('matches').select(['id', 'mode']).where('id', 'like', 'live-%').execute();
    expect(rows).toHaveLength(5);
    const signatures = await t.store.db.selectFrom('ingest_signatures').select('signature').execute();
    expect(signatures.length).toBeGreaterThanOrEqual(5);
  });
});
