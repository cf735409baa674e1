import { describe, expect, it } from 'vitest';
import { relativeAgo } from '../../../components/freshness.tsx';
import { ageSeconds } from '../../../components/freshness.tsx';
import { DELAYED_AFTER_S, freshnessState, STALLED_AFTER_S, yoursFirst } from './freshness-state.ts';
import { formatDuration, formatLatency } from './status-format.ts';

describe('freshnessState', () => {
  it('is healthy up to 15 minutes, delayed up to an hour, stalled after that or with no match at all', () => {
    expect(freshnessState(0)).toBe('healthy');
    expect(freshnessState(DELAYED_AFTER_S)).toBe('healthy');
    expect(freshnessState(DELAYED_AFTER_S + 1)).toBe('delayed');
    expect(freshnessState(STALLED_AFTER_S)).toBe('delayed');
    expect(freshnessState(STALLED_AFTER_S + 1)).toBe('stalled');
    expect(freshnessState(3 * 86_400)).toBe('stalled');
    expect(freshnessState(null)).toBe('stalled');
  });
});

describe('ageSeconds', () => {
  const generatedAt = '2026-05-01T10:00:00.000Z';
  const receivedAtMs = Date.parse(generatedAt);

  it('counts on the server clock up to the snapshot, then on the browser clock since it arrived', () => {
    // The match arrived 5 minutes before the snapshot; the page has been open 30 s since.
    expect(ageSeconds('2026-05-01T09:55:00.000Z', { generatedAt, receivedAtMs }, receivedAtMs + 30_000)).toBe(330);
  });

  it('is not fooled by a phone clock an hour behind the server', () => {
    const phoneReceived = receivedAtMs - 3600_000;
    expect(ageSeconds('2026-05-01T09:58:00.000Z', { generatedAt, receivedAtMs: phoneReceived }, phoneReceived + 60_000)).toBe(180);
  });

  it('is null without a time and never negative', () => {
    expect(ageSeconds(null, { generatedAt, receivedAtMs }, receivedAtMs)).toBeNull();
    expect(ageSeconds('2026-05-01T10:00:05.000Z', { generatedAt, receivedAtMs }, receivedAtMs)).toBe(0);
  });

  it('gives the state and the relative time a player reads', () => {
    const now = receivedAtMs + 20_000;
    const age = (iso: string) => ageSeconds(iso, { generatedAt, receivedAtMs }, now)!;
    expect(freshnessState(age('2026-05-01T09:57:00.000Z'))).toBe('healthy');
    expect(relativeAgo('en', age('2026-05-01T09:57:00.000Z'))).toBe('3 minutes ago');
    expect(freshnessState(age('2026-05-01T09:30:00.000Z'))).toBe('delayed');
    expect(relativeAgo('en', age('2026-05-01T09:30:00.000Z'))).toBe('30 minutes ago');
    expect(freshnessState(age('2026-05-01T07:00:00.000Z'))).toBe('stalled');
    expect(relativeAgo('zh-CN', age('2026-05-01T07:00:00.000Z'))).toBe('3小时前');
  });
});

describe('yoursFirst', () => {
  it('puts the player’s edition first and keeps the rest in order', () => {
    const e = (edition: string) => ({ edition, lastReceivedAt: null, newestEndedAt: null });
    expect(yoursFirst([e('cn'), e('hk'), e('global'), e('jp')], 'global').map((x) => x.edition)).toEqual(['global', 'cn', 'hk', 'jp']);
  });
});

describe('status formats', () => {
  it('writes waits and latencies in the reader’s units', () => {
    expect(formatDuration('en', 45)).toBe('45 sec');
    expect(formatDuration('en', 12 * 60 + 5)).toBe('12 min');
    expect(formatDuration('en', 3 * 3600)).toBe('3 hr');
    expect(formatLatency('en', 180)).toBe('180 ms');
    expect(formatLatency('en', 1250)).toBe('1.3 sec');
    expect(formatLatency('zh-CN', 180)).toBe('180毫秒');
  });
});
