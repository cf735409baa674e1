import type { ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { selfSignedCert } from '../apps/server/test/self-signed-cert.ts';
import { startServer } from './lib.ts';

// The servers the web benches load pages from: one per checkout and protocol, in sim mode. Over plain HTTP/1.1 as
// `npm start` serves it, and over HTTPS with HTTP/2 as the server serves it with TLS_CERT_FILE, with a throwaway
// certificate made for the run (decision 0222). BENCH_PROTOCOLS=h1 or h2 picks one.
export type Protocol = 'h1' | 'h2';
const OVER: Record<Protocol, string> = { h1: 'http/1.1', h2: 'https h2' };

export function protocolsFromEnv(): Protocol[] {
  return (process.env.BENCH_PROTOCOLS ?? 'h1,h2').split(',').filter((p): p is Protocol => p === 'h1' || p === 'h2');
}

export interface WebServers {
  /** In the order of the roots, each root's protocols in order: a label for the table and the origin to load. */
  builds: { label: string; base: string }[];
  stop(): void;
}

/**
 * Starts a server for each root and protocol on ports from `port`. PGlite is one process's: the first server builds
 * the world in `dataDir` (or reopens it), then every other server opens a copy of it beside.
 */
export async function startWebServers(roots: string[], protocols: Protocol[], port: number, dataDir: string): Promise<WebServers> {
  const cert = protocols.includes('h2') ? selfSignedCert() : null;
  const targets = roots.flatMap((root) => protocols.map((protocol) => ({ root, protocol })));
  const processes: ChildProcess[] = [];
  const stop = () => {
    for (const child of processes) child.kill();
    if (cert) rmSync(cert.dir, { recursive: true, force: true });
  };
  const dataOf = (i: number) => (i === 0 ? dataDir : `${dataDir}-${i}`);
  const start = (i: number, data: string) => {
    const { root, protocol } = targets[i]!;
    const tls: Record<string, string> = protocol === 'h2' ? { TLS_CERT_FILE: cert!.certFile, TLS_KEY_FILE: cert!.keyFile } : {};
    const base = `${protocol === 'h2' ? 'https' : 'http'}://127.0.0.1:${port + i}`;
    const env = { HOST: '127.0.0.1', GAME_GATEWAY: 'sim', LOG_LEVEL: 'warn', SIM_LIVE_PLAY: 'false', ...tls };
    // A fresh sim world takes minutes while other work shares the cores.
    const server = startServer(path.join(root, 'apps/server/src/server.ts'), { ...env, PORT: String(port + i), DATA_DIR: data, WEB_DIST: path.join(root, 'apps/web/dist') }, `${base}/api/health`, 600_000);
    return { base, label: `${path.basename(root)} ${OVER[protocol]}`, server };
  };
  try {
    if (targets.length > 1) {
      // Built (or reopened) by a server of its own first, which then lets go of it for the copies.
      const builder = await start(0, dataDir).server;
      builder.kill();
      await new Promise((r) => builder.once('exit', r));
      for (const i of targets.keys()) if (i > 0) cpSync(dataDir, dataOf(i), { recursive: true });
    }
    const builds = [];
    for (const i of targets.keys()) {
      const started = start(i, dataOf(i));
      processes.push(await started.server);
      builds.push({ label: started.label, base: started.base });
    }
    return { builds, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
