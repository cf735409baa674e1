import cluster, { type Worker } from 'node:cluster';

// WORKERS=N (decision 0192): N server processes on one port (node:cluster hands connections round-robin), on one
// PostgreSQL and Redis. Nothing that matters lives in a process: claims, limits, captcha replays, caches and jobs are
// shared through the database and Redis. The first worker starts alone (it migrates and, on a first start, seeds the
// sim world), the others when it listens; only the first keeps the sim world playing. A worker that dies is started
// again; SIGTERM/SIGINT reach every worker, which finish their requests and jobs before the supervisor exits.
export function superviseWorkers(n: number): void {
  let stopping = false;
  const log = (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg }));
  const fork = (index: number): Worker => {
    const worker = cluster.fork({ WORKER_INDEX: String(index), ...(index > 1 ? { SIM_LIVE_PLAY: 'false' } : {}) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log(`worker ${index} exited (${signal ?? code}); starting it again`);
      setTimeout(() => fork(index), 1000);
    });
    return worker;
  };
  log(`starting ${n} server processes`);
  const first = fork(1);
  first.once('listening', () => {
    for (let i = 2; i <= n; i++) fork(i);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    log(`stopping ${workers.length} server processes`);
    let left = workers.length;
    if (!left) process.exit(0);
    for (const w of workers) {
      w.once('exit', () => --left === 0 && process.exit(0));
      w.process.kill('SIGTERM');
    }
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
