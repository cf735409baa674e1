import { CHARACTERS, characterById } from '@mecha/shared/game/characters';
import { BAN_PICK_FROM } from '@mecha/shared/ladder/ranks';
import type { IngestMatch } from '@mecha/shared/record/ingest';
import type { SimPlayer } from './population.ts';
import { pick } from '../../platform/seeded-random.ts';

// Turns a queue of players into finished matches with skill-based outcomes, picks, bans, MVPs and stats.
export interface QueuedPlayer {
  player: SimPlayer;
  score: number;
}

export function playMatch(rand: () => number, id: string, endedAt: number, mode: 'T1' | 'T2', sides: [QueuedPlayer[], QueuedPlayer[]], premade: [boolean, boolean]): IngestMatch {
  const avgScore = [...sides[0], ...sides[1]].reduce((s, q) => s + q.score, 0) / (sides[0].length + sides[1].length);
  const bans = avgScore >= BAN_PICK_FROM ? pickBans(rand, sides) : [];
  const picks = sides.map((side) => side.map((q) => pickCharacter(rand, q.player, bans)));
  const strength = sides.map((side, i) => side.reduce((s, q, j) => s + q.player.skill * (characterById(picks[i]![j]!)?.power ?? 1), 0) / side.length + (premade[i] ? 0.04 : 0));
  const pWin0 = 1 / (1 + Math.exp(-(strength[0]! - strength[1]!) * 6));
  const winner = rand() < pWin0 ? 0 : 1;
  const all = sides.flatMap((side, i) => side.map((q, j) => ({ i, j, q, perf: q.player.skill * (0.7 + rand() * 0.6) + (i === winner ? 0.25 : 0) })));
  const mvp = all.reduce((best, p) => (p.perf > best.perf ? p : best));
  const durationS = 150 + Math.floor(rand() * 420);
  return {
    id,
    mode,
    endedAt,
    durationS,
    bans,
    sides: sides.map((side, i) => ({
      result: i === winner ? ('win' as const) : ('loss' as const),
      premade: premade[i]!,
      players: side.map((q, j) => {
        const perf = all.find((p) => p.i === i && p.j === j)!.perf;
        const kills = Math.max(0, Math.round(perf * (mode === 'T1' ? 3 : 2.5) + (rand() - 0.5) * 2));
        return {
          uid: q.player.uid,
          nickname: q.player.nickname,
          edition: q.player.edition,
          region: q.player.region,
          character: picks[i]![j]!,
          mvp: mvp.i === i && mvp.j === j,
          stats: { damage: Math.round(perf * durationS * (18 + rand() * 10)), kills, deaths: Math.max(0, Math.round((i === winner ? 1.2 : 2.8) + (rand() - 0.5) * 2)) },
        };
      }),
    })),
  };
}

function pickCharacter(rand: () => number, p: SimPlayer, bans: string[]): string {
  const liked = p.favourites.filter((c) => !bans.includes(c));
  if (liked.length && rand() < 0.8) return pick(rand, liked);
  return pick(rand, CHARACTERS.filter((c) => !bans.includes(c.id))).id;
}

/** At Ban/Pick scores each side bans one mech, usually a strong one the other side likes. */
function pickBans(rand: () => number, sides: QueuedPlayer[][]): string[] {
  const bans: string[] = [];
  for (const side of [1, 0]) {
    const target = pick(rand, sides[side]!).player.favourites.find((c) => !bans.includes(c));
    const strong = [...CHARACTERS].sort((a, b) => b.power - a.power).map((c) => c.id).filter((c) => !bans.includes(c));
    bans.push(target && rand() < 0.6 ? target : pick(rand, strong.slice(0, 5)));
  }
  return bans;
}
