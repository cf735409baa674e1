import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { FIRST_PAGE_READS } from '../../../app/first-page-reads.ts';
import { apiHeaders } from '../../../lib/api-call.ts';
import { firstReadUrl, startFirstReads } from '../../../lib/first-reads.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { appStore } from '../../../lib/store.ts';
import { renderAt } from '../test/duo-fixtures.tsx';
import { BattlePage } from './battle-page.tsx';

// The order of the battle page's reads on a phone's link (decision 0205): the summary starts beside the season
// list instead of after it, and the board and distribution below the first screen wait for the summary.
const NOW = Math.floor(Date.now() / 1000);
const CODE = seasonCodeAt(NOW);
const SEASON = { Code: CODE, StartTime: NOW - 30 * 86_400, EndTime: NOW + 30 * 86_400 };
const PREVIOUS = { Code: CODE - 1, StartTime: NOW - 90 * 86_400, EndTime: NOW - 30 * 86_400 };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function stubApi() {
  const sent: string[] = [];
  const seasons = gate();
  const summary = gate();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(url, 'http://x');
      sent.push(`${u.pathname}${u.search}`);
      const answer = (data: unknown, code = 0) => new Response(JSON.stringify({ code, data, msg: code ? 'no' : '' }));
      if (u.pathname === '/api/record/season_show') {
        await seasons.opened;
        return answer({ current: SEASON, shown: [PREVIOUS, SEASON] });
      }
      if (u.pathname === '/api/record/battle_summary') {
        await summary.opened;
        // A failed summary settles the page as an answer does; the order of the reads is what is under test.
        return answer(null, 1014);
      }
      return answer(null, 1014);
    }),
  );
  return { sent, seasons, summary, calls: (path: string) => sent.filter((s) => s.startsWith(path)) };
}

beforeAll(() => {
  Element.prototype.scrollTo = () => undefined;
});
beforeEach(async () => {
  // A visitor on a new visit: the season index is the current season's (the season list sets it at start).
  appStore.set({ token: null, selectedRoleId: null, languageIndex: 2, seasonIndex: CODE - 1 });
  await act(() => switchLanguage(2));
});
afterEach(() => vi.unstubAllGlobals());

describe('the battle page’s first reads', () => {
  it('asks for the current season’s summary before the season list has answered, and only once', async () => {
    const api = stubApi();
    renderAt('/pages/record/battle/index', <BattlePage />);
    await waitFor(() => expect(api.calls('/api/record/battle_summary')).toEqual([`/api/record/battle_summary?season=${CODE}`]));
    expect(api.calls('/api/record/season_show')).toHaveLength(1);

    // The season list names the season guessed: the page's own summary query finds the one already on its way.
    api.seasons.open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    api.summary.open();
    await waitFor(() => expect(api.calls('/api/record/ranking_list_new')).toHaveLength(1));
    expect(api.calls('/api/record/battle_summary')).toHaveLength(1);
  });

  it('uses the reads index.html started for it (decision 0206), asking for none of them again', async () => {
    const api = stubApi();
    const reads = FIRST_PAGE_READS.pages[ROUTES.battle]!;
    const started = reads.map((read) => firstReadUrl(read, NOW));
    startFirstReads(reads, apiHeaders(appStore.get()), NOW);
    expect(api.sent).toEqual(started);
    renderAt('/pages/record/battle/index', <BattlePage />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    api.seasons.open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    api.summary.open();
    await waitFor(() => expect(api.calls('/api/record/ranking_list_new')).toHaveLength(1));
    expect(api.calls('/api/record/season_show')).toHaveLength(1);
    expect(api.calls('/api/record/battle_summary')).toEqual([`/api/record/battle_summary?season=${CODE}`]);
  });

  it('holds the board and the distribution until the summary has come', async () => {
    const api = stubApi();
    renderAt('/pages/record/battle/index', <BattlePage />);
    api.seasons.open();
    await waitFor(() => expect(api.calls('/api/record/battle_summary')).toHaveLength(1));
    // Let the season list's answer render: the season is known, the summary is still out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls('/api/record/ranking_list_new')).toEqual([]);
    expect(api.calls('/api/record/score-distribution')).toEqual([]);

    api.summary.open();
    await waitFor(() => expect(api.calls('/api/record/ranking_list_new')).toHaveLength(1));
    await waitFor(() => expect(api.calls('/api/record/score-distribution')).toHaveLength(1));
    expect(api.calls('/api/record/ranking_list_new')[0]).toContain(`season=${CODE}`);
  });

  it('shows the ladder score in its first render when index.html’s reads have already answered (decision 0222)', async () => {
    const block = { MaxScore: 3400, ArenaScore: 3355, TotalCnt: 86, WinCnt: 51, WinRate: 0.593, ScoreMap: {}, Placed: true, TopRoles: [] };
    const summary = { T1: block, T2: { ...block, ArenaScore: 1200 }, TopRoleList: [], Season: CODE, IsSample: true, UpdatedAt: null };
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const u = new URL(url, 'http://x');
        sent.push(u.pathname);
        const data = u.pathname === '/api/record/season_show' ? { current: SEASON, shown: [PREVIOUS, SEASON] } : u.pathname === '/api/record/battle_summary' ? summary : null;
        return new Response(JSON.stringify({ code: data ? 0 : 1014, data, msg: '' }), { headers: { date: new Date().toUTCString() } });
      }),
    );
    startFirstReads(FIRST_PAGE_READS.pages[ROUTES.battle]!, apiHeaders(appStore.get()), NOW);
    // The answers arrive and are parsed while the app's code would still be on its way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    renderAt('/pages/record/battle/index', <BattlePage />);
    // No waiting: the render that mounted the page has the score, not the skeleton.
    expect(screen.getByTestId('arena-score').textContent).toBe('3,355');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent.filter((path) => path === '/api/record/season_show')).toHaveLength(1);
  });
});
