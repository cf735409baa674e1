import { readStored, writeStored } from '../../../lib/storage.ts';

// The news tab's red dot (SPEC §2) has two sources. Balance: the newest balance change differs from the last
// one the player saw. Rate: the character rankings were recomputed on a later day than the player last opened
// them. What the player has seen is remembered on the phone; the dot itself is a store flag the tab bar clears.
const BALANCE_SEEN_KEY = 'news.balanceSeen';
const RANKINGS_DAY_KEY = 'news.rankingsDay';

const isId = (v: unknown): v is number => Number.isInteger(v);
const isDay = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 19700101;

export function balanceIsHot(latestId: number | null, seenId: number | null): boolean {
  return latestId !== null && latestId !== seenId;
}

/** yyyymmdd of a unix time in a time zone, as a number (20261122), like the ladder's ScoreMap days. */
export function dayKey(unixSeconds: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(unixSeconds * 1000);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return Number(`${get('year')}${get('month')}${get('day')}`);
}

/** Hot when the rankings were updated on a day after the one the player last opened them (or never opened). */
export function rateIsHot(updatedAt: number | null, lastOpenedDay: number | null, timeZone: string): boolean {
  if (updatedAt === null || updatedAt <= 0) return false;
  return lastOpenedDay === null || dayKey(updatedAt, timeZone) > lastOpenedDay;
}

export function readBalanceSeen(): number | null {
  return readStored<number | null>(BALANCE_SEEN_KEY, null, (v): v is number | null => v === null || isId(v));
}

export function markBalanceSeen(id: number): void {
  writeStored(BALANCE_SEEN_KEY, id);
}

export function readRankingsDay(): number | null {
  return readStored<number | null>(RANKINGS_DAY_KEY, null, (v): v is number | null => v === null || isDay(v));
}

export function markRankingsOpened(nowSeconds: number, timeZone: string): void {
  writeStored(RANKINGS_DAY_KEY, dayKey(nowSeconds, timeZone));
}
