import { seasonCodeAt } from './seasons.ts';
import type { IngestMatch } from '../record/ingest.ts';
import type { PlayerLine } from './apply.ts';

/** One line per player of a reported match, in the season that contains its end. */
export function linesOf(m: IngestMatch): PlayerLine[] {
  const endedAt = new Date(m.endedAt * 1000);
  const season = seasonCodeAt(m.endedAt);
  return m.sides.flatMap((side, i) =>
    side.players.map((p) => ({
      matchId: m.id, uid: p.uid, mode: m.mode, season, endedAt, side: i, won: side.result === 'win', premade: side.premade,
      otherPremade: m.sides[1 - i]!.premade, character: p.character, mvp: p.mvp, nickname: p.nickname, region: p.region,
      damage: p.stats.damage, kills: p.stats.kills, deaths: p.stats.deaths, stats: p.stats,
    })),
  );
}
