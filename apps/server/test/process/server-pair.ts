import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminQuery, spawnServer } from './server-process.ts';

/**
 * Two real server processes on one PostgreSQL database and one Redis, as `WORKERS=2` or two machines behind a
 * balancer run them (small sim world, content seeded, jobs on in both). The first starts alone (it migrates and
 * seeds), then the second.
 */
export function serverPair(adminUrl: string, redisUrl: string, portBase: number) {
  const name = `t_pair_${randomBytes(4).toString('hex')}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const port = portBase + Math.floor(Math.random() * 400);
  const bases = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`] as const;
  const children: ChildProcess[] = [];
  let db: pg.Client | undefined;

  const admin = (sql: string) => adminQuery(adminUrl, sql);
  const start = async (i: number) => {
    children[i] = await spawnServer(
      { PORT: String(port + i), DATABASE_URL: url, REDIS_URL: redisUrl, TRUST_PROXY: 'true' },
      `${bases[i]}/api/health/ready`,
      240,
    );
  };

  return {
    bases,
    get db(): pg.Client {
      if (!db) throw new Error('not set up');
      return db;
    },
    async setUp() {
      await admin(`create database ${name}`);
      await start(0);
      await start(1);
      db = new pg.Client({ connectionString: url });
      await db.connect();
    },
    async tearDown() {
      for (const c of children) c?.kill('SIGKILL');
      await db?.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
