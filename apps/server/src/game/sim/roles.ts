import { EDITIONS, type EditionCode } from '@mecha/shared/editions';
import type { GameRole } from '../gateway.ts';
import { pick, seededRandom } from '../../platform/seeded-random.ts';

// The deterministic population of the simulated game: the same roles, UIDs and names on every first start.
const SHARE: [EditionCode, number][] = [
  ['cn', 0.4],
  ['hk', 0.2],
  ['global', 0.25],
  ['jp', 0.15],
];
/** UIDs are 8 digits; the first digit names the edition, as many games do. */
const UID_PREFIX: Record<EditionCode, number> = { cn: 1, hk: 2, global: 3, jp: 4 };

const NAMES: Record<EditionCode, { first: readonly string[]; second: readonly string[] }> = {
  cn: {
    first: ['赤焰', '苍穹', '星辰', '雷霆', '破晓', '孤狼', '银翼', '寒霜', '烈风', '夜枭', '天枢', '玄武'],
    second: ['机师', '猎手', '之刃', '战神', '先锋', '游侠', '骑士', '突击', '守望', '少年', '指挥官', '领航员'],
  },
  hk: {
    first: ['赤焰', '蒼穹', '星辰', '雷霆', '破曉', '孤狼', '銀翼', '寒霜', '烈風', '夜梟', '天樞', '玄武'],
    second: ['機師', '獵手', '之刃', '戰神', '先鋒', '遊俠', '騎士', '突擊', '守望', '少年', '指揮官', '領航員'],
  },
  global: {
    first: ['Iron', 'Nova', 'Crimson', 'Silent', 'Rapid', 'Steel', 'Vector', 'Rogue', 'Lunar', 'Atlas', 'Echo', 'Blaze'],
    second: ['Pilot', 'Fang', 'Lancer', 'Ace', 'Wolf', 'Striker', 'Vanguard', 'Drift', 'Comet', 'Warden', 'Spark', 'Hound'],
  },
  jp: {
    first: ['アキ', 'ハヤテ', 'ソラ', 'レン', 'カイ', 'ミズキ', 'ユウ', 'ヒカリ', 'ジン', 'ツバサ', 'ホムラ', 'シズク'],
    second: ['パイロット', 'ブレイド', 'エース', 'ランサー', 'ストライカー', 'ウルフ', 'ナイト', 'ファング', 'ゼロ', 'スター', '改', '弐式'],
  },
};

export const AVATAR_COUNT = 12;

export function generateSimRoles(count: number, seed = 20241209): GameRole[] {
  const rand = seededRandom(seed);
  const roles: GameRole[] = [];
  const next: Record<EditionCode, number> = { cn: 1, hk: 1, global: 1, jp: 1 };
  for (let i = 0; i < count; i++) {
    const edition = pickEdition(rand());
    const serial = next[edition]++;
    const uid = String(UID_PREFIX[edition] * 10_000_000 + 1000 + serial);
    const names = NAMES[edition];
    const suffix = rand() < 0.35 ? String(Math.floor(rand() * 99) + 1) : '';
    roles.push({
      uid,
      nickname: `${pick(rand, names.first)}${pick(rand, names.second)}${suffix}`,
      level: 1 + Math.floor(Math.pow(rand(), 0.6) * 60),
      avatar: `mecha-${String(1 + Math.floor(rand() * AVATAR_COUNT)).padStart(2, '0')}`,
      edition,
      region: pick(rand, EDITIONS[edition].regions),
    });
  }
  return roles;
}

function pickEdition(r: number): EditionCode {
  let acc = 0;
  for (const [edition, share] of SHARE) {
    acc += share;
    if (r < acc) return edition;
  }
  return 'cn';
}
