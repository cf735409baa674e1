import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { preparingPool } from './prepared.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** A PostgreSQL server; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** An already open PGlite (tests clone a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

export function createDb(options: DbOptions): { db: Db; kind: 'pglite' | 'postgres'; pool?: pg.Pool } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (err) => console.warn(`postgres: idle connection lost (${err.message})`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) }), kind: 'postgres', pool };
  }
  let pglite = options.pglite;
  if (!pglite) {
    const dir = `${options.dataDir ?? './data'}/pglite`;
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), kind: 'pglite' };
}
