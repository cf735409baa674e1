import { execFileSync } from 'node:child_process';
import { sign } from '../apps/server/src/platform/signed-request.ts';
import { DEV_INGEST_SECRET } from '../apps/server/src/config.ts';
import { playMatch } from '../apps/server/src/game/sim/match-maker.ts';
import { seededRandom } from '../apps/server/src/platform/seeded-random.ts';
import type { SimPlayer } from '../apps/server/src/game/sim/population.ts';

// The game-server side of the ingest figures: batches are generated and serialised before the clock starts, so
// the load generator's own CPU (it shares the two cores with the server and PostgreSQL) is only the posting.

/**
 * `count` batches of `size` 1v1/2v2 matches among `players` players, as JSON bodies. Matches end one every
 * `stepMs` from `from` (unix ms) on, in batch order, as a game posts them: give each load a later `from` than the
 * last, or every ladder would see its matches arrive late and replay its season.
 */
export function makeBatches(tag: string, count: number, size: number, from: number, stepMs: number, players = Number(process.env.BENCH_PLAYERS ?? 50_000)): string[] {
  const rand = seededRandom(5);
  const pool: SimPlayer[] = Array.from({ length: players }, (_, i) => ({
    uid: String(70_000_000 + i), nickname: `Bench${i}`, level: 30, avatar: 'mecha-01', edition: 'global', region: 'EU',
    skill: 0.8 + rand() * 0.4, perDay: 1, favourites: ['c01', 'c02', 'c03'], joinedAt: 0, quitAt: null, dedicated: null,
  }));
  let n = 0;
  return Array.from({ length: count }, () => {
    const batch = [];
    while (batch.length < size) {
      const mode = rand() < 0.5 ? 'T1' : 'T2';
      const picked = [...Array(mode === 'T1' ? 2 : 4)].map(() => ({ player: pool[Math.floor(rand() * pool.length)]!, score: 0 }));
      if (new Set(picked.map((p) => p.player.uid)).size < picked.length) continue;
      const sides = mode === 'T1' ? [[picked[0]!], [picked[1]!]] : [[picked[0]!, picked[1]!], [picked[2]!, picked[3]!]];
      batch.push(playMatch(rand, `${tag}-${n}`, Math.floor((from + n++ * stepMs) / 1000), mode, sides as never, [false, mode === 'T2' && rand() < 0.3]));
    }
    return JSON.stringify({ matches: batch });
  });
}

/**
 * Posts the bodies from `connections` concurrent game-server connections until they run out or `ms` passes;
 * returns accepted matches per second.
 */
export async function postBatches(base: string, bodies: string[], connections: number, ms: number): Promise<{ perSecond: number; accepted: number; batches: number }> {
  let next = 0;
  let accepted = 0;
  const started = Date.now();
  const end = started + ms;
  const worker = async () => {
    while (Date.now() < end && next < bodies.length) {
      const raw = bodies[next++]!;
      const now = Math.floor(Date.now() / 1000);
      const send = () =>
        fetch(`${base}/api/game/matches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-game-timestamp': String(now), 'x-game-signature': sign(DEV_INGEST_SECRET, now, raw) },
          body: raw,
        });
      // A kept-alive socket the server closed while idle fails once; the post is idempotent, so send it again.
      const res = await send().catch(() => send());
      const body = (await res.json()) as { code: number; msg?: string; data: { accepted: number; refused: unknown[] } };
      if (body.code !== 0) throw new Error(`ingest answered ${body.code} ${body.msg ?? ''}`);
      if (body.data.refused.length) throw new Error(`ingest refused ${JSON.stringify(body.data.refused.slice(0, 2))}`);
      accepted += body.data.accepted;
    }
  };
  await Promise.all(Array.from({ length: connections }, () => worker()));
  return { perSecond: accepted / ((Date.now() - started) / 1000), accepted, batches: next };
}

/** pgbench's TPC-B-like tps (scale 10, 8 clients, 2 threads) on database `url`, which it fills first. */
export function pgbenchTps(url: string, seconds: number): number {
  execFileSync('pgbench', ['-i', '-q', '-s', '10', url], { stdio: 'ignore' });
  const out = execFileSync('pgbench', ['-c', '8', '-j', '2', '-T', String(seconds), url], { encoding: 'utf8' });
  return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
}
