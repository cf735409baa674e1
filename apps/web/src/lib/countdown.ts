// Countdowns (a payment window, a prize's address deadline, a drop's sale) run on the server's clock, not the
// phone's (which may be minutes off): each answer carries the server's `now`, and the page ticks locally from the
// offset between the two.

/** How far the server's clock is ahead of this device's, in ms, from an answer's `now` (unix s) and when it came. */
export function clockOffsetMs(serverNowS: number, receivedAtMs: number): number {
  return serverNowS * 1000 - receivedAtMs;
}

/** Whole seconds left until `expiresAtS` (server unix s) at device time `deviceNowMs`; 0 once passed. */
export function secondsLeft(expiresAtS: number, offsetMs: number, deviceNowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtS * 1000 - (deviceNowMs + offsetMs)) / 1000));
}

/** 900 → "15:00", 61 → "01:01", 0 → "00:00"; minutes keep counting past 59 (a long window shows "90:00"). */
export function formatMmSs(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Days, hours and minutes to a deadline days away (the 7-day address window): "6 d 23:59" style parts. */
export function splitDays(seconds: number): { days: number; hhmm: string } {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const rest = s % 86_400;
  return { days, hhmm: `${String(Math.floor(rest / 3600)).padStart(2, '0')}:${String(Math.floor((rest % 3600) / 60)).padStart(2, '0')}` };
}
