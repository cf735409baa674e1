import { Migrator, type Migration } from 'kysely';
import type { Db } from './client.ts';
import * as m0001 from './migrations/0001-accounts.ts';
import * as m0002 from './migrations/0002-sim-world.ts';
import * as m0003 from './migrations/0003-record.ts';
import * as m0004 from './migrations/0004-news.ts';
import * as m0005 from './migrations/0005-welfare.ts';
import * as m0006 from './migrations/0006-signin-codes.ts';
import * as m0007 from './migrations/0007-feedback.ts';
import * as m0008 from './migrations/0008-sso-hardening.ts';
import * as m0009 from './migrations/0009-article-tags-per-language.ts';
import * as m0010 from './migrations/0010-pay.ts';
import * as m0011 from './migrations/0011-act.ts';
import * as m0012 from './migrations/0012-mall.ts';
import * as m0013 from './migrations/0013-annual.ts';
import * as m0014 from './migrations/0014-competition.ts';
import * as m0015 from './migrations/0015-operators.ts';
import * as m0016 from './migrations/0016-ops-overview.ts';
import * as m0017 from './migrations/0017-maintenance.ts';
import * as m0018 from './migrations/0018-operations.ts';
import * as m0019 from './migrations/0019-match-partitions.ts';
import * as m0020 from './migrations/0020-rate-hours.ts';
import * as m0021 from './migrations/0021-duo-partner-lines.ts';
import * as m0022 from './migrations/0022-lines-without-foreign-key.ts';

// Migrations are imported statically (no directory scan), so the same list runs on PGlite and PostgreSQL.
export const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-sim-world': m0002,
  '0003-record': m0003,
  '0004-news': m0004,
  '0005-welfare': m0005,
  '0006-signin-codes': m0006,
  '0007-feedback': m0007,
  '0008-sso-hardening': m0008,
  '0009-article-tags-per-language': m0009,
  '0010-pay': m0010,
  '0011-act': m0011,
  '0012-mall': m0012,
  '0013-annual': m0013,
  '0014-competition': m0014,
  '0015-operators': m0015,
  '0016-ops-overview': m0016,
  '0017-maintenance': m0017,
  '0018-operations': m0018,
  '0019-match-partitions': m0019,
  '0020-rate-hours': m0020,
  '0021-duo-partner-lines': m0021,
  '0022-lines-without-foreign-key': m0022,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
