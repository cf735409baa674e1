import { sql } from 'kysely';
import type { Db } from '../../src/db/client.ts';

// A fingerprint of every table, to show that a pass of requests changed nothing. Two counters are public by
// design and left out: an article's views (cms/hits) and a version note's clicks (version/click), which any
// visitor's well-formed request may raise.
const PUBLIC_COUNTERS = ['views', 'clicks'];
// Rows any visitor's request writes by design: a refused operator login is written to the audit log (decision 0043).
const VISITOR_ROWS: Record<string, ReturnType<typeof sql>> = { ops_audit_log: sql`where t.action <> 'console.login-failed'` };

export async function fingerprintTables(db: Db): Promise<Map<string, string>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const out = new Map<string, string>();
  for (const { name } of tables.rows) {
    const strip = PUBLIC_COUNTERS.map((c) => sql` - ${c}`);
    const row = await sql<{ md5: string | null; n: string }>`select md5(string_agg(x, ',' order by x)) as md5, count(*) as n from (select md5((to_jsonb(t) ${sql.join(strip, sql``)})::text) as x from ${sql.table(name)} t ${VISITOR_ROWS[name] ?? sql``}) s`.execute(db);
    out.set(name, `${row.rows[0]?.n}:${row.rows[0]?.md5 ?? ''}`);
  }
  return out;
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}
