import { mkdirSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createDb } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { TEMPLATE_PATH } from './template-path.ts';

// Creating a PGlite database takes ~5 s; each test file instead loads this migrated dump (~0.5 s).
export default async function setup() {
  const pglite = new PGlite();
  const { db } = createDb({ pglite });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  mkdirSync(TEMPLATE_PATH.replace(/\/[^/]+$/, ''), { recursive: true });
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
}
