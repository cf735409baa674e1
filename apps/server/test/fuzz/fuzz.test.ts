import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test-app.ts';
import { DB_KINDS } from '../test-db.ts';
import { runFuzz } from './fuzz-run.ts';

// The fuzz suite in `npm test`: a fixed seed and a smaller count than `npm run fuzz` (10,000+), on both databases.
const COUNTS = { anonymous: 900, loggedIn: 700, operator: 300, signedIngest: 100 };
const SEED = 20261123;

describe.each(DB_KINDS)('fuzz from the OpenAPI document (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
  });
  afterAll(() => t.close());

  it('answers every malformed request below 500, in the envelope, in its language, and anonymous ones change nothing', async () => {
    const report = await runFuzz(t, COUNTS, SEED);
    expect(report.failures.slice(0, 10)).toEqual([]);
    expect(report.byStatus['5xx'] ?? 0).toBe(0);
    expect(report.anonymousChanged).toEqual([]);
    expect(report.sent).toEqual(COUNTS);
  }, 600_000);
});
