import type pg from 'pg';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from '../../apps/server/src/db/types.ts';
import { duoPartners } from '../../apps/server/src/modules/record/duo.ts';
import { recordRepository } from '../../apps/server/src/modules/record/record.repository.ts';

/**
 * EXPLAIN ANALYZE of the reads' queries for the busiest role, taken from the server's own repository code (run on a
 * Kysely that only records the SQL), so they are the statements the server sends.
 */
export async function explainAll(db: pg.Client, a: { cur: number; busy: string; region: string; fav: string; page: number; id: string }) {
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  const recorder = new Kysely<Database>({
    dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler() },
    log: (e) => void seen.push(e.query),
  });
  const capture = async (run: () => Promise<unknown>) => {
    seen.length = 0;
    // The recorder answers no rows, which the season view cannot shape; its SQL is recorded by then.
    await run().catch(() => undefined);
    return [...seen];
  };
  const reads: [string, () => Promise<unknown>][] = [
    ['battle_summary: season view (ladders, days, characters)', () => recordRepository.seasonView(recorder, a.busy, a.cur)],
    ['battle_list page 1', () => recordRepository.matchesOf(recorder, a.busy, 'T1', a.cur, 0, 21)],
    [`battle_list deepest page (offset ${(a.page - 1) * 50})`, () => recordRepository.matchesOf(recorder, a.busy, 'T1', a.cur, (a.page - 1) * 50, 51)],
    ['role_message recent (character filter)', () => recordRepository.matchesOf(recorder, a.busy, 'T1', a.cur, 0, 10, { character: a.fav })],
    ['battle_list result=win', () => recordRepository.matchesOf(recorder, a.busy, 'T1', a.cur, 0, 21, { result: 'win' })],
    [`ranking_list board ${a.region}`, () => recordRepository.board(recorder, a.cur, 'T1', a.region)],
    ['battle_detail lines', () => recordRepository.linesOfMatch(recorder, a.id)],
    ['duo-partners all', () => duoPartners(recorder, a.busy, 'all', a.cur)],
  ];
  console.log(`\nEXPLAIN ANALYZE for the busiest role ${a.busy} (warm cache):`);
  for (const [name, run] of reads) {
    const queries = await capture(run);
    for (const [k, query] of queries.entries()) {
      const plan = (await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, [...query.parameters])).rows.map((r) => r['QUERY PLAN']);
      const exec = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
      const nodes = plan
        .filter((l, i) => i === 0 || /^\s*->/.test(l))
        .map((l) => l.trim().replace(/^->\s+/, '').replace(/\s+\(cost=.*?\)\s*/, ' ').replace(/\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/, '[$1 ms, $2 rows × $3]'));
      console.log(`  ${name}${queries.length > 1 ? ` (query ${k + 1} of ${queries.length})` : ''}: ${exec}${plan.some((l) => l.includes('Seq Scan')) ? '  (SEQ SCAN)' : ''}\n    ${nodes.slice(0, 8).join('\n    ')}`);
    }
  }
}
