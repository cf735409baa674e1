import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb, type TestDb } from '../../../test/test-db.ts';
import { rowSource } from './row-arrays.ts';

// Ingest's rows travel as one array text a column (decision 0214): every value must come back as it went.
describe.each(DB_KINDS)('rows as arrays (%s)', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(kind);
  });
  afterAll(() => t.drop());

  it('brings back texts with quotes, backslashes, commas, braces and "NULL", numbers, booleans, times, JSON and nulls', async () => {
    const rows = [
      { s: 'a"b\\c,{d}', n: -12, b: true, at: new Date('2026-11-20T01:02:03.456Z'), j: { x: 'q"\\', y: [1, 2] } },
      { s: 'NULL', n: 0, b: false, at: null, j: null },
      { s: '', n: 2147483647, b: null, at: new Date(0), j: ['日本', 'é'] },
      { s: null, n: null, b: false, at: null, j: { stats: { damage: 1 } } },
    ];
    const out = await sql<{ s: string | null; n: number | null; b: boolean | null; at: string | null; j: unknown }>`
      select s, n, b, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at, j
      from ${rowSource(rows, 'v', 's text, n int, b boolean, at timestamptz, j jsonb')}`.execute(t.db);
    expect(out.rows).toEqual([
      { s: 'a"b\\c,{d}', n: -12, b: true, at: '2026-11-20T01:02:03.456', j: { x: 'q"\\', y: [1, 2] } },
      { s: 'NULL', n: 0, b: false, at: null, j: null },
      { s: '', n: 2147483647, b: null, at: '1970-01-01T00:00:00.000', j: ['日本', 'é'] },
      { s: null, n: null, b: false, at: null, j: { stats: { damage: 1 } } },
    ]);
  });
});
