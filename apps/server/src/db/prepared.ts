import type { CompiledQuery, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { Db } from './client.ts';

// Prepared statements for the hottest reads (decision 0215). Sent unnamed, every query is parsed and planned again;
// for a one-row lookup that is most of PostgreSQL's work (pgbench at 1M matches, 2 cores: a ladder by uid 13.5k tps
// unnamed, 24k prepared; a match by id across the season partitions 1.6k against 5.1k). node-postgres prepares a
// query once per connection when it carries a name, so the pool below names the texts that `preparedRows` marks.
// Only marked texts: a name lives as long as its connection, and most of the site's queries vary in shape
// (`in` lists of any length, DDL) or run too rarely to be worth a slot. PGlite runs the same call unnamed.
const names = new Map<string, string>();
/** The hot reads have a few dozen shapes in all; a text past this many is run unnamed rather than held forever. */
const MAX_NAMES = 200;
let issued = 0;

/** Runs a compiled read as a prepared statement on PostgreSQL (plain on PGlite); `db` may be a transaction. */
export async function preparedRows<O>(db: Db, query: CompiledQuery<O>): Promise<O[]> {
  if (!names.has(query.sql) && names.size < MAX_NAMES) names.set(query.sql, `hot${++issued}`);
  return (await db.executeQuery(query)).rows;
}

/**
 * A statement prepared before a migration changed its table's columns (a rolling deploy: the new process migrates
 * while this one serves) fails with this for as long as its connection lives. Its text then gets a new name, which
 * every connection prepares afresh, and the call is tried once more (inside a transaction that try fails with the
 * transaction, and the caller's next one succeeds).
 */
const isStalePlan = (err: unknown) => (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message));

/** The pool Kysely is given: each client sends a marked text under its name, everything else as it came. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // One wrapper a client: Kysely keys its connection objects by the client it is handed.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely sends (text, parameters); it would send a cursor object only if the dialect were given a cursor class.
    query: (async (text: string, parameters: readonly unknown[]) => {
      // pg's config type wants a mutable array; Kysely hands a readonly one, copied once.
      const values = [...parameters];
      const name = names.get(text);
      if (!name) return client.query({ text, values });
      try {
        return await client.query({ name, text, values });
      } catch (err) {
        if (!isStalePlan(err)) throw err;
        if (names.get(text) === name) names.set(text, `hot${++issued}`);
        return client.query({ name: names.get(text)!, text, values });
      }
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
