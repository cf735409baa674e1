import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import { currentToast, dismissToast } from '../../../lib/toast.ts';
import { renderAt } from '../test/duo-fixtures.tsx';
import { MatchesIn } from './matches-in.tsx';

// The record screens' "match data updated N minutes ago": the player's edition's entry of GET /api/status/freshness,
// linking to the status page; nothing at all without a match or when the call fails.

const ago = (s: number) => new Date(Date.now() - s * 1000).toISOString();

function stubFreshness(answer: () => Response) {
  const fetch = vi.fn(async (url: string) => (new URL(url, 'http://x').pathname === '/api/status/freshness' ? answer() : new Response('{}')));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const ok = (list: unknown, generatedAt = new Date().toISOString()) => new Response(JSON.stringify({ code: 0, data: { generatedAt, list }, msg: '' }));
const list = [
  { edition: 'cn', lastReceivedAt: ago(7 * 60), newestEndedAt: ago(8 * 60) },
  { edition: 'global', lastReceivedAt: ago(3 * 60 + 10), newestEndedAt: ago(4 * 60) },
  { edition: 'jp', lastReceivedAt: null, newestEndedAt: null },
];

async function use(language: (typeof LANGUAGES)[number]) {
  appStore.set({ languageIndex: LANGUAGES.indexOf(language), fixedEdition: null });
  await act(() => switchLanguage(LANGUAGES.indexOf(language)));
}

afterEach(() => vi.unstubAllGlobals());

describe('MatchesIn', () => {
  it('says when the newest match of the player’s edition arrived, and links to the status page', async () => {
    await use('en');
    const fetch = stubFreshness(() => ok(list));
    renderAt('/pages/record/battle/index', <MatchesIn />);
    const line = await screen.findByTestId('matches-in');
    expect(line.textContent).toBe('Match data updated 3 minutes ago');
    expect(line.dataset.edition).toBe('global');
    expect(line.getAttribute('href')).toBe('#/pages/status/index');
    expect(fetch.mock.calls[0]![0]).toBe('/api/status/freshness');
  });

  it('follows the edition the language picks (zh-CN: the mainland one)', async () => {
    await use('zh-CN');
    stubFreshness(() => ok(list));
    renderAt('/pages/record/battle/index', <MatchesIn />);
    expect((await screen.findByTestId('matches-in')).textContent).toBe('对局数据7分钟前更新');
  });

  it('follows the selected role\'s edition over the language\'s: a mainland role read in English', async () => {
    await use('en');
    const role = { uid: '10001451', nickname: 'Owl', level: 22, avatar: '', edition: 'cn' as const, region: 'CN-S', selected: true, bound_at: 0 };
    appStore.set({ roleList: [role], selectedRoleId: role.uid });
    try {
      stubFreshness(() => ok(list));
      renderAt('/pages/record/battle/index', <MatchesIn />);
      const line = await screen.findByTestId('matches-in');
      expect(line.dataset.edition).toBe('cn');
      expect(line.textContent).toBe('Match data updated 7 minutes ago');
    } finally {
      appStore.set({ roleList: [], selectedRoleId: null });
    }
  });

  it('counts on the server’s clock: a phone an hour behind still reads "3 minutes ago"', async () => {
    await use('en');
    const server = Date.now() + 3600_000;
    const at = (s: number) => new Date(server - s * 1000).toISOString();
    stubFreshness(() => ok([{ edition: 'global', lastReceivedAt: at(3 * 60 + 10), newestEndedAt: at(4 * 60) }], new Date(server).toISOString()));
    renderAt('/pages/record/battle/index', <MatchesIn />);
    expect((await screen.findByTestId('matches-in')).textContent).toBe('Match data updated 3 minutes ago');
  });

  it.each([
    ['zh-HK', 'hk', '對局數據更新：1 小時前'],
    ['ja', 'jp', '試合データ更新：1 時間前'],
  ] as const)('sets the age off with a colon in %s, whose ICU wording opens with a spaced number', async (language, edition, text) => {
    await use(language);
    stubFreshness(() => ok([{ edition, lastReceivedAt: ago(3600 + 60), newestEndedAt: ago(3700) }]));
    renderAt('/pages/record/battle/index', <MatchesIn />);
    expect((await screen.findByTestId('matches-in')).textContent).toBe(text);
  });

  it('says "just now" for a match in the last seconds', async () => {
    await use('zh-HK');
    stubFreshness(() => ok([{ edition: 'hk', lastReceivedAt: ago(3), newestEndedAt: ago(60) }]));
    renderAt('/pages/record/battle/index', <MatchesIn />);
    expect((await screen.findByTestId('matches-in')).textContent).toBe('對局數據剛剛更新');
  });

  it('keeps its line’s place while the answer is on its way, so the figures below do not move when it comes', async () => {
    await use('en');
    let answer: (r: Response) => void = () => {};
    stubFreshness(() => new Promise<Response>((r) => (answer = r)) as unknown as Response);
    renderAt('/pages/record/battle/index', <MatchesIn />);
    const pending = await screen.findByTestId('matches-in-pending');
    expect(pending.getAttribute('aria-hidden')).toBe('true');
    expect(pending.textContent).toBe('');
    answer(ok(list));
    const line = await screen.findByTestId('matches-in');
    // The same box (styles.line) holds the place and then the text.
    expect(line.className).toBe(pending.className);
    expect(screen.queryByTestId('matches-in-pending')).toBeNull();
  });

  it('shows nothing when no match has arrived for the edition yet', async () => {
    await use('ja');
    const fetch = stubFreshness(() => ok(list));
    renderAt('/pages/record/battle/index', <MatchesIn />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('matches-in')).toBeNull();
  });

  it('shows nothing when the call fails, and never toasts', async () => {
    await use('en');
    dismissToast();
    const fetch = stubFreshness(() => new Response(JSON.stringify({ code: 1001, data: null, msg: 'busy' })));
    const { container } = renderAt('/pages/record/battle/index', <MatchesIn />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
    expect(currentToast()).toBeNull();
  });
});
