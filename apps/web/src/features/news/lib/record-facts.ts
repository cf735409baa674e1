import type { BoundRole } from '@mecha/shared/account/schemas';
import type { RecordFacts } from './share-link.ts';

// The record poster is opened from the battle page with the figures on screen in its URL; who the player is
// (nickname, UID) comes from the session's selected role. Nothing here is sent anywhere.
export function recordFactsFrom(params: URLSearchParams, role: BoundRole | undefined): RecordFacts | null {
  const num = (key: string) => {
    const raw = params.get(key);
    return raw !== null && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : null;
  };
  const score = num('score');
  const winRate = num('wr');
  const games = num('games');
  const season = num('season');
  if (!role || score === null || winRate === null || winRate > 1 || games === null || season === null) return null;
  return { mode: params.get('mode') === 'T2' ? 'T2' : 'T1', season, score, winRate, games, nickname: role.nickname, uid: role.uid };
}
