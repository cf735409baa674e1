import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import { STATUS_REFRESH_MS, statusQuery } from '../api/get-status.ts';
import { renderWithQuery, statusData, stubStatus } from '../test/status-fixture.tsx';
import { StatusPage } from './status-page.tsx';

// The public status page from a StatusData fixture: matches per edition (the player's first) with their state in
// words, the API figures, the queues in plain words, the incidents, and the loading and failed states.

const index = (language: (typeof LANGUAGES)[number]) => LANGUAGES.indexOf(language);
const use = async (language: (typeof LANGUAGES)[number]) => {
  appStore.set({ languageIndex: index(language), fixedEdition: null });
  await act(() => switchLanguage(index(language)));
};

beforeAll(() => Promise.all(LANGUAGES.map((l) => loadArea('status', l))));
afterEach(() => vi.unstubAllGlobals());

describe('the status page', () => {
  it('answers "are my matches in?" per edition first, the player’s own edition on top, in words', async () => {
    await use('en');
    stubStatus(() => statusData());
    renderWithQuery(<StatusPage />);
    const editions = await screen.findAllByTestId('status-edition');
    expect(editions.map((e) => [e.dataset.edition, e.dataset.state])).toEqual([
      ['global', 'healthy'],
      ['cn', 'delayed'],
      ['hk', 'stalled'],
      ['jp', 'stalled'],
    ]);
    const global = within(editions[0]!);
    expect(global.getByRole('heading', { level: 3 }).textContent).toBe('Global (Steam)Your edition');
    expect(global.getByTestId('status-state').textContent).toBe('Up to date');
    expect(global.getByTestId('status-received').textContent).toBe('Last match received 2 minutes ago');
    expect(global.getByText(/^Received /)).toBeTruthy();
    expect(global.getByText('New matches are coming in as usual.')).toBeTruthy();
    expect(within(editions[1]!).getByTestId('status-state').textContent).toBe('Delayed');
    expect(within(editions[1]!).getByTestId('status-received').textContent).toBe('Last match received 30 minutes ago');
    expect(within(editions[2]!).getByTestId('status-state').textContent).toBe('Stalled');
    expect(within(editions[2]!).getByTestId('status-received').textContent).toBe('Last match received 2 hours ago');
    expect(within(editions[3]!).getByTestId('status-received').textContent).toBe('No match received yet');
    expect(screen.getByTestId('status-updated').textContent).toBe('Updated just now');
  });

  it('puts the selected role\'s edition first when the site is read in another edition\'s language', async () => {
    await use('en');
    const role = { uid: '10001451', nickname: 'Owl', level: 22, avatar: '', edition: 'cn' as const, region: 'CN-S', selected: true, bound_at: 0 };
    appStore.set({ roleList: [role], selectedRoleId: role.uid });
    try {
      stubStatus(() => statusData());
      renderWithQuery(<StatusPage />);
      const editions = await screen.findAllByTestId('status-edition');
      expect(editions.map((e) => e.dataset.edition)).toEqual(['cn', 'hk', 'global', 'jp']);
      expect(within(editions[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Mainland ChinaYour edition');
    } finally {
      appStore.set({ roleList: [], selectedRoleId: null });
    }
  });

  it('shows the API figures, the queues in plain words and the incidents', async () => {
    await use('en');
    stubStatus(() => statusData());
    renderWithQuery(<StatusPage />);
    const api = await screen.findByTestId('status-api');
    const cell = (row: string, w: string) => api.querySelector(`tr[data-row="${row}"] td[data-window="${w}"]`)?.textContent;
    expect(cell('p50', 'last5m')).toBe('≤\u00a025 ms');
    expect(cell('p95', 'last5m')).toBe('≤\u00a0120 ms');
    expect(cell('p99', 'last24h')).toBe('≤\u00a01.3 sec');
    expect(cell('errors', 'last5m')).toBe('0.50%');
    expect(cell('errors', 'last24h')).toBe('0.00%');
    expect(cell('requests', 'last24h')).toBe('345,678');
    expect(within(api).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Figure', 'Last 5 min', 'Last 24 h']);

    expect(screen.getByTestId('status-queue-mail').textContent).toBe('3 in-game mails are waiting to be deliveredThe oldest has waited 12 min.');
    expect(screen.getByTestId('status-queue-deliveries').textContent).toBe('1 delivery failed once and will be tried again');
    expect(screen.getByTestId('status-queue-payments').textContent).toBe('4 top-up orders are waiting for payment');

    const incidents = screen.getAllByTestId('status-incident');
    expect(incidents.map((i) => [i.dataset.severity, i.dataset.open])).toEqual([
      ['major', 'true'],
      ['info', 'false'],
    ]);
    const open = within(incidents[0]!);
    expect(open.getByText('Major')).toBeTruthy();
    expect(open.getByText('Ongoing')).toBeTruthy();
    expect(open.getByRole('heading', { name: 'Match records delayed' })).toBeTruthy();
    expect(open.getByText(/We are on it\./)).toBeTruthy();
    expect(open.getByText(/^Started /)).toBeTruthy();
    expect(open.queryByText(/^Resolved /)).toBeNull();
    expect(within(incidents[1]!).getByText('Resolved')).toBeTruthy();
    expect(within(incidents[1]!).getByText(/^Resolved .+/)).toBeTruthy();
  });

  it('says when all is quiet: a match just in, no incidents, empty queues, no requests', async () => {
    await use('en');
    const quiet = { requests: 0, errorRate: 0, p50Ms: null, p95Ms: null, p99Ms: null };
    stubStatus(() =>
      statusData({
        freshness: [{ edition: 'global', lastReceivedAt: new Date(Date.now() - 4000).toISOString(), newestEndedAt: null }],
        incidents: [],
        queues: { mailPending: 0, mailOldestAgeS: null, deliveriesRetrying: 0, paymentsAwaitingTimeout: 0 },
        api: { last5m: quiet, last24h: quiet },
      }),
    );
    renderWithQuery(<StatusPage />);
    expect((await screen.findByTestId('status-no-incidents')).textContent).toBe('No incidents in the last 7 days');
    expect(screen.getByTestId('status-received').textContent).toBe('Last match received just now');
    expect(screen.getByTestId('status-state').textContent).toBe('Up to date');
    expect(screen.getByTestId('status-queue-mail').textContent).toBe('No in-game mail is waiting: rewards and codes go out at once.');
    expect(screen.getByTestId('status-queue-deliveries').textContent).toBe('No delivery is waiting for another try.');
    const api = screen.getByTestId('status-api');
    expect(api.querySelector('tr[data-row="p95"] td')?.textContent).toBe('—');
    expect(api.querySelector('tr[data-row="requests"] td')?.textContent).toBe('No requests');
  });

  it('follows the player’s language and edition (zh-CN: the mainland edition first)', async () => {
    await use('zh-CN');
    stubStatus(() => statusData());
    renderWithQuery(<StatusPage />);
    const editions = await screen.findAllByTestId('status-edition');
    expect(editions[0]!.dataset.edition).toBe('cn');
    expect(within(editions[0]!).getByTestId('status-state').textContent).toBe('延迟');
    expect(within(editions[0]!).getByTestId('status-received').textContent).toBe('最新对局30分钟前收到');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('服务状态');
    expect(screen.getByText('严重')).toBeTruthy();
  });

  it('shows the failure with a retry, and asks again every minute', async () => {
    await use('en');
    stubStatus(() => ({ code: 1001, msg: 'Service busy' }));
    renderWithQuery(<StatusPage />);
    const error = await screen.findByTestId('record-error');
    expect(error.textContent).toContain('Service busy');
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(statusQuery('en').refetchInterval).toBe(STATUS_REFRESH_MS);
    expect(STATUS_REFRESH_MS).toBe(60_000);
  });
});
