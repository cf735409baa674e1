import type { MemoriesReport, ReportLink } from '@mecha/shared/annual/api';

// A memory report as the server answers it, for the annual feature's unit tests.
const by = (filter: ReportLink['filter']): ReportLink => ({ matchId: null, mode: null, filter });
const counted = (value: number, filter: ReportLink['filter'] = {}) => ({ value, link: by(filter) });

export function reportFixture(patch: Partial<MemoriesReport> = {}): MemoriesReport {
  return {
    uid: '10001234',
    nickname: 'Ace',
    reportFrom: Date.UTC(2024, 10, 24, 16) / 1000,
    reportTo: Date.UTC(2025, 10, 24, 16) / 1000,
    empty: false,
    firstMatch: { matchId: 'm-first', mode: 'T1', endedAt: Date.UTC(2024, 10, 25, 4) / 1000, character: 'c04', won: true },
    matches: counted(240),
    wins: counted(130, { won: true }),
    modes: [
      { mode: 'T1', matches: counted(200, { mode: 'T1' }), wins: counted(110, { mode: 'T1', won: true }), bestScore: { value: 4120, link: { matchId: 'm-best', mode: 'T1', filter: null } } },
      { mode: 'T2', matches: counted(40, { mode: 'T2' }), wins: counted(20, { mode: 'T2', won: true }), bestScore: { value: 2210, link: { matchId: 'm-best2', mode: 'T2', filter: null } } },
    ],
    hoursPlayed: counted(31),
    topCharacter: { id: 'c04', matches: counted(90, { character: 'c04' }), wins: counted(51, { character: 'c04', won: true }) },
    characters: [
      { id: 'c04', matches: 90, wins: 51 },
      { id: 'c01', matches: 60, wins: 30 },
      { id: 'c12', matches: 30, wins: 12 },
    ],
    months: [
      { month: 202411, matches: 10, wins: 6 },
      { month: 202412, matches: 40, wins: 20 },
    ],
    longestStreak: counted(9, { mode: 'T1', from: 1, to: 2 }),
    mvps: counted(44, { mvp: true }),
    partner: { uid: '10009999', nickname: 'Wing', matches: counted(25, { partner: '10009999', mode: 'T2' }), wins: counted(14, { partner: '10009999', mode: 'T2', won: true }) },
    nemesis: { uid: '10008888', nickname: 'Rival', matches: counted(12, { opponent: '10008888' }), losses: counted(8, { opponent: '10008888', won: false }) },
    busiestDay: { day: 20250301, matches: counted(17, { from: 3, to: 4 }) },
    percentile: 87.4,
    ...patch,
  };
}
