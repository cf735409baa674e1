import { homeDayNumber } from '@mecha/shared/ladder/seasons';
import type { BattleSummary } from '@mecha/shared/record/api';

// What a visitor without a login sees on the battle-record page (SPEC §3, §6): the real shape, marked a sample.
export function sampleSummary(season: number, endS: number): BattleSummary {
  const scoreMap = (start: number, steps: number[]) => {
    const map: Record<string, number> = {};
    let score = start;
    steps.forEach((delta, i) => {
      score += delta;
      map[String(homeDayNumber(new Date((endS - (steps.length - 1 - i) * 86_400) * 1000)))] = score;
    });
    return { map, score };
  };
  const t1 = scoreMap(2800, [40, 85, -25, 45, 90, -50, 40, 125, -25, 80, 45, -25, 90, 40]);
  const t2 = scoreMap(2200, [50, 45, 95, -25, -25, 45, 90, 40, -30, 45, 85]);
  return {
    T1: { MaxScore: Math.max(...Object.values(t1.map)), ArenaScore: t1.score, TotalCnt: 86, WinCnt: 51, WinRate: 0.593, ScoreMap: t1.map, Placed: true, TopRoles: [{ Id: 'c04', TotalCnt: 30, WinRate: '0.6333' }, { Id: 'c01', TotalCnt: 21, WinRate: '0.5714' }] },
    T2: { MaxScore: Math.max(...Object.values(t2.map)), ArenaScore: t2.score, TotalCnt: 64, WinCnt: 35, WinRate: 0.5469, ScoreMap: t2.map, Placed: true, TopRoles: [{ Id: 'c04', TotalCnt: 18, WinRate: '0.6111' }, { Id: 'c12', TotalCnt: 15, WinRate: '0.5333' }] },
    TopRoleList: [
      { Id: 'c04', TotalCnt: 48, WinRate: '0.6250' },
      { Id: 'c01', TotalCnt: 37, WinRate: '0.5676' },
      { Id: 'c12', TotalCnt: 29, WinRate: '0.5172' },
    ],
    Season: season,
    IsSample: true,
    UpdatedAt: null,
  };
}
