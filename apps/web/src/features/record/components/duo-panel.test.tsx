import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import { duoData, partner, renderAt, stubDuoApi } from '../test/duo-fixtures.tsx';
import { DuoPanel } from './duo-panel.tsx';

// The battle page's 2v2 partners panel: the best partner, the three played with most, the way to the full page.
beforeEach(async () => {
  appStore.set({ token: 't', selectedRoleId: '200002', languageIndex: 0 });
  await act(() => switchLanguage(0));
});
afterEach(() => vi.unstubAllGlobals());

describe('the partners panel', () => {
  it('shows the best partner and the top three by matches, in the season on screen', async () => {
    const list = ['1', '2', '3', '4'].map((n, i) => partner(`10000${n}`, { Together: { Matches: 40 - i * 10, Wins: 20 } }));
    const sent = stubDuoApi(() => duoData({ Best: '100002', Partners: 4, list }));
    renderAt('/pages/record/battle/index?mode=T2', <DuoPanel season={3} />);
    const best = await screen.findByTestId('duo-panel-best');
    expect(best.dataset.uid).toBe('100002');
    expect(best.textContent).toContain('最佳搭档');
    const top = screen.getAllByTestId('duo-top');
    expect(top.map((r) => r.dataset.uid)).toEqual(['100001', '100002', '100003']);
    expect(within(top[2]!).getByText('20 场')).toBeTruthy();
    // 20 of 20 is a small sample: its interval shows beside the rate.
    expect(within(top[2]!).getByTestId('duo-interval').textContent).toBe('(84–100%)');
    expect(screen.getByRole('link', { name: /全部搭档/ }).getAttribute('href')).toBe('#/pages/record/duo/index');
    expect(Object.fromEntries(sent[0]!)).toEqual({ scope: 'season', season: '3' });
  });

  it('says when there is no best partner yet, and when there is no 2v2 match at all', async () => {
    let total = 9;
    stubDuoApi(() => duoData({ Total: { Matches: total, Wins: 4 }, list: total ? [partner('100001', { Together: { Matches: 3, Wins: 1 } })] : [] }));
    const { unmount } = renderAt('/pages/record/battle/index?mode=T2', <DuoPanel season={4} />);
    expect((await screen.findByTestId('duo-best-none')).textContent).toContain('5');
    unmount();
    total = 0;
    renderAt('/pages/record/battle/index?mode=T2', <DuoPanel season={2} />);
    expect(await screen.findByText('本赛季还没有 2v2 对局。')).toBeTruthy();
  });
});
