// Seasons: two months each from 2024-12-09, on the game's home clock (UTC+8, no daylight saving).
export const FIRST_SEASON_START = { year: 2024, month: 12, day: 9 };
export const SEASON_MONTHS = 2;
/** The game's home clock, on which seasons and daily scores turn (UTC+8, no daylight saving). */
export const HOME_TIME_ZONE = 'Asia/Shanghai';
const HOME_OFFSET_MS = 8 * 3600_000;
/** Season reset: scores below this stay as they are. */
export const RESET_FROM = 2800;
export const RESET_FACTOR = 0.8;
export const RESET_FLOOR = 2800;
export const RESET_CAP = 5000;

export interface Season {
  /** 1, 2, 3 … (the spec's `Code`; season index = Code − 1). */
  Code: number;
  /** Unix seconds, inclusive. */
  StartTime: number;
  /** Unix seconds, exclusive: the next season's start. */
  EndTime: number;
}

function startOf(code: number): number {
  const { year, month, day } = FIRST_SEASON_START;
  const m = month - 1 + (code - 1) * SEASON_MONTHS;
  return (Date.UTC(year + Math.floor(m / 12), m % 12, day) - HOME_OFFSET_MS) / 1000;
}

/** The ScoreMap key of a moment: yyyymmdd on the game's home clock, as a number. */
export function homeDayNumber(at: Date): number {
  const d = new Date(at.getTime() + HOME_OFFSET_MS);
  return d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

export function season(code: number): Season {
  return { Code: code, StartTime: startOf(code), EndTime: startOf(code + 1) };
}

/**
 * The last moment inside a season: its end is exclusive (the next season starts at 00:00 on the home clock), so
 * the day a player is told a season ends on is the day of this moment, on the home clock. Every page and article
 * that names a season's dates goes through here.
 */
export function lastMomentOf(s: Season): number {
  return s.EndTime - 1;
}

/** The season containing a moment (unix seconds), or 0 before the first. */
export function seasonCodeAt(unixSeconds: number): number {
  if (unixSeconds < startOf(1)) return 0;
  let code = 1;
  while (unixSeconds >= startOf(code + 1)) code++;
  return code;
}

/** Started seasons only, oldest first. */
export function startedSeasons(nowUnix: number): Season[] {
  const last = seasonCodeAt(nowUnix);
  return Array.from({ length: last }, (_, i) => season(i + 1));
}

/** The season whose range contains now, else the last one started. */
export function currentSeason(seasons: Season[], nowUnix: number): Season | undefined {
  return seasons.find((s) => nowUnix >= s.StartTime && nowUnix < s.EndTime) ?? seasons[seasons.length - 1];
}

/** Score a ladder starts the next season with (PRODUCT.md: below 2800 unchanged; else ×0.8 within 2800–5000). */
export function seasonReset(finalScore: number): number {
  if (finalScore < RESET_FROM) return finalScore;
  return Math.min(RESET_CAP, Math.max(RESET_FLOOR, Math.round(finalScore * RESET_FACTOR)));
}

/** How many seasons back the match search reaches (the latest 2). */
export const SEARCHABLE_SEASONS = 2;
