import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

/** Runs one statement as the admin (create and drop the test's database). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

/**
 * Starts the server (from source) with the test world's settings plus `env`, and waits until `readyUrl` answers
 * 200 (`tries` × 250 ms at most).
 */
export async function spawnServer(env: Record<string, string>, readyUrl: string, tries = 120): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'silent', SIM_HISTORY: 'false', SIM_LIVE_PLAY: 'false', SIM_ROLE_COUNT: '300', SEED_CONTENT: 'true', ...env },
    stdio: 'ignore',
  });
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start (${readyUrl})`);
}

/**
 * A real server process on a PostgreSQL database of its own (small sim world, content seeded), for the tests that
 * kill it with SIGKILL and start it again on the same data. `env` is added on each start.
 */
export function serverProcess(adminUrl: string, portBase: number) {
  const name = `t_proc_${randomBytes(4).toString('hex')}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const port = portBase + Math.floor(Math.random() * 400);
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let db: pg.Client | undefined;

  const admin = (sql: string) => adminQuery(adminUrl, sql);

  return {
    base,
    get db(): pg.Client {
      if (!db) throw new Error('not set up');
      return db;
    },
    async setUp(env: Record<string, string> = {}) {
      await admin(`create database ${name}`);
      await this.start(env);
      db = new pg.Client({ connectionString: url });
      await db.connect();
    },
    async start(env: Record<string, string> = {}) {
      child = await spawnServer({ PORT: String(port), DATABASE_URL: url, ...env }, `${base}/api/health`);
    },
    kill() {
      child?.kill('SIGKILL');
    },
    async tearDown() {
      child?.kill('SIGKILL');
      await db?.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
