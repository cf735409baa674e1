import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../i18n/i18n.ts';
import { request } from '../lib/request.ts';
import { noteServerDate, resetServerClock, serverNowMs } from '../lib/server-clock.ts';
import { appStore } from '../lib/store.ts';
import { Freshness, relativeAgo } from './freshness.tsx';

describe('relativeAgo', () => {
  it('picks the largest unit that fits, in the language asked for', () => {
    expect(relativeAgo('en', 3)).toBe('now');
    expect(relativeAgo('en', 45)).toBe('45 seconds ago');
    expect(relativeAgo('en', 5 * 60 + 20)).toBe('5 minutes ago');
    expect(relativeAgo('en', 3 * 3600)).toBe('3 hours ago');
    expect(relativeAgo('en', 86_400 + 10)).toBe('yesterday');
    expect(relativeAgo('ja', 120)).toBe('2 分前');
    expect(relativeAgo('zh-CN', 120)).toBe('2分钟前');
  });

  it('never says "in N" for a time slightly ahead of the browser clock', () => {
    expect(relativeAgo('en', -30)).toBe('now');
  });
});

describe('the server clock (lib/server-clock.ts)', () => {
  afterEach(() => resetServerClock());

  it('is the device clock until an answer has come, then the Date header’s (mid-second)', () => {
    expect(serverNowMs(1_000_000)).toBe(1_000_000);
    noteServerDate(new Date(5_000_000).toUTCString(), 1_000_000);
    expect(serverNowMs(1_000_000)).toBe(5_000_500);
  });

  it('keeps the freshest reading: an older Date (a cached copy) does not pull it back; a bad header is ignored', () => {
    noteServerDate(new Date(5_000_000).toUTCString(), 1_000_000);
    noteServerDate(new Date(4_000_000).toUTCString(), 1_000_000);
    noteServerDate('not a date', 1_000_000);
    noteServerDate(null, 1_000_000);
    expect(serverNowMs(1_000_000)).toBe(5_000_500);
  });
});

describe('Freshness', () => {
  afterEach(() => {
    resetServerClock();
    vi.unstubAllGlobals();
  });

  it('ages on the server’s clock: a phone an hour behind still reads "3 minutes ago" once an answer has come', async () => {
    appStore.set({ languageIndex: LANGUAGES.indexOf('en'), fixedEdition: null });
    await act(() => switchLanguage(LANGUAGES.indexOf('en')));
    const server = Date.now() + 3600_000;
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 0, data: {}, msg: '' }), { headers: { date: new Date(server).toUTCString() } }));
    await request('/api/app-config');
    render(<Freshness label="lastMatch" at={Math.floor(server / 1000) - 3 * 60 - 10} />);
    expect(screen.getByTestId('freshness').textContent).toBe('Your latest match: 3 minutes ago');
  });

  it('keeps counting while it is in seconds: "45 seconds ago" does not stand for a whole minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      appStore.set({ languageIndex: LANGUAGES.indexOf('en'), fixedEdition: null });
      await act(() => switchLanguage(LANGUAGES.indexOf('en')));
      render(<Freshness label="lastMatch" at={Math.floor(Date.now() / 1000) - 45} />);
      // A second at a time, letting React re-arm the line's timer between steps as it would in a browser.
      const pass = async (ms: number) => {
        for (let i = 0; i < ms; i += 1000) await act(async () => void vi.advanceTimersByTime(1000));
      };
      expect(screen.getByTestId('freshness').textContent).toBe('Your latest match: 45 seconds ago');
      await pass(10_000);
      expect(screen.getByTestId('freshness').textContent).toBe('Your latest match: 55 seconds ago');
      await pass(10_000);
      expect(screen.getByTestId('freshness').textContent).toBe('Your latest match: 1 minute ago');
      await pass(60_000);
      expect(screen.getByTestId('freshness').textContent).toBe('Your latest match: 2 minutes ago');
    } finally {
      vi.useRealTimers();
    }
  });
});
