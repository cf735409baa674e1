import type { FastifyInstance } from 'fastify';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { sign } from '../../platform/signed-request.ts';
import { playMatch, type QueuedPlayer } from './match-maker.ts';
import { isActive, simPopulation, type SimPlayer } from './population.ts';
import { seededRandom } from '../../platform/seeded-random.ts';
import { generateSimRoles } from './roles.ts';

// While the server runs, the simulated game keeps finishing matches and reports them exactly as a real game
// server would: signed posts to POST /api/game/matches.
export class LivePlay {
  private timer: NodeJS.Timeout | undefined;
  private readonly rand = seededRandom(Date.now() % 2 ** 31);
  private readonly byRegion = new Map<string, SimPlayer[]>();
  private n = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secret: string,
    roleCount: number,
  ) {
    const now = unixSeconds(clock.now());
    for (const p of simPopulation(generateSimRoles(roleCount), now)) {
      if (!isActive(p, now) || p.perDay < 0.3) continue;
      const list = this.byRegion.get(p.region) ?? [];
      list.push(p);
      this.byRegion.set(p.region, list);
    }
  }

  start(intervalMs = 500): void {
    this.timer = setInterval(() => void this.playOne().catch((err) => this.app.log.warn({ err }, 'sim live match failed')), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async playOne(): Promise<void> {
    const regions = [...this.byRegion.values()].filter((ps) => ps.length >= 4);
    if (!regions.length) return;
    const pool = regions[Math.floor(this.rand() * regions.length)]!;
    const mode = this.rand() < 0.45 ? 'T1' : 'T2';
    const picked = [...pool].sort(() => this.rand() - 0.5).slice(0, mode === 'T1' ? 2 : 4);
    const now = unixSeconds(this.clock.now());
    const scores = await this.db
      .selectFrom('ladders')
      .select(['uid', 'score'])
      .where('season', '=', seasonCodeAt(now))
      .where('mode', '=', mode)
      .where('uid', 'in', picked.map((p) => p.uid))
      .execute();
    const q = picked.map((player): QueuedPlayer => ({ player, score: scores.find((s) => s.uid === player.uid)?.score ?? 0 }));
    const sides: [QueuedPlayer[], QueuedPlayer[]] = mode === 'T1' ? [[q[0]!], [q[1]!]] : [[q[0]!, q[1]!], [q[2]!, q[3]!]];
    const premade: [boolean, boolean] = mode === 'T1' ? [false, false] : [this.rand() < 0.3, this.rand() < 0.3];
    const match = playMatch(this.rand, `live-${now}-${this.n++}`, now - 1, mode, sides, premade);
    const raw = JSON.stringify({ matches: [match] });
    await this.app.inject({
      method: 'POST',
      url: '/api/game/matches',
      headers: { 'content-type': 'application/json', 'x-game-timestamp': String(now), 'x-game-signature': sign(this.secret, now, raw) },
      payload: raw,
    });
  }
}
