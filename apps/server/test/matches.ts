import type { FastifyInstance } from 'fastify';
import type { IngestMatch } from '@mecha/shared/record/ingest';
import { DEV_INGEST_SECRET } from '../src/config.ts';
import { sign } from '../src/platform/signed-request.ts';

// Builders for signed match posts in tests.
export function player(uid: string, character = 'c01', mvp = false, region = 'CN-E') {
  return { uid, nickname: `P${uid}`, edition: 'cn' as const, region, character, mvp, stats: { damage: 1000, kills: 2, deaths: 1 } };
}

export function duel(id: string, endedAt: number, winner: string, loser: string, mvp: 'winner' | 'loser' = 'winner'): IngestMatch {
  return {
    id, mode: 'T1', endedAt, durationS: 300, bans: [],
    sides: [
      { result: 'win', premade: false, players: [player(winner, 'c01', mvp === 'winner')] },
      { result: 'loss', premade: false, players: [player(loser, 'c02', mvp === 'loser')] },
    ],
  };
}

export function twos(id: string, endedAt: number, win: [string, string], loss: [string, string], premade: [boolean, boolean] = [false, false]): IngestMatch {
  return {
    id, mode: 'T2', endedAt, durationS: 420, bans: ['c07', 'c12'],
    sides: [
      { result: 'win', premade: premade[0], players: [player(win[0], 'c03', true), player(win[1], 'c04')] },
      { result: 'loss', premade: premade[1], players: [player(loss[0], 'c05'), player(loss[1], 'c06')] },
    ],
  };
}

export async function postMatches(app: FastifyInstance, matches: unknown[], opts: { ts?: number; secret?: string; nowS: number }) {
  const raw = JSON.stringify({ matches });
  const ts = opts.ts ?? opts.nowS;
  return app.inject({
    method: 'POST',
    url: '/api/game/matches',
    headers: { 'content-type': 'application/json', 'x-game-timestamp': String(ts), 'x-game-signature': sign(opts.secret ?? DEV_INGEST_SECRET, ts, raw) },
    payload: raw,
  });
}
