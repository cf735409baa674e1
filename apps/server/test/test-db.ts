import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDb, type Db } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { TEMPLATE_PATH } from './template-path.ts';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server (CI sets it). */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDb {
  db: Db;
  kind: DbKind;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file. */
export async function freshDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]) });
    const { db } = createDb({ pglite });
    return { db, kind, drop: () => db.destroy() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db } = createDb({ databaseUrl: url.toString(), poolSize: 20 });
  await migrateToLatest(db);
  return {
    db,
    kind,
    async drop() {
      await db.destroy();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** An empty, unmigrated database, for migration tests that stop at an older migration and write rows first. */
export async function emptyDb(kind: DbKind): Promise<{ db: Db; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const { db } = createDb({ pglite: new PGlite() });
    return { db, drop: () => db.destroy() };
  }
  const admin = process.env.TEST_DATABASE_URL as string;
  const name = `t_m_${randomBytes(4).toString('hex')}`;
  const run = async (text: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  await run(`create database ${name}`);
  const { db } = createDb({ databaseUrl: Object.assign(new URL(admin), { pathname: `/${name}` }).toString(), poolSize: 2 });
  const drop = async () => {
    await db.destroy();
    await run(`drop database if exists ${name} with (force)`);
  };
  return { db, drop };
}
