import { clockOffsetMs } from './countdown.ts';

// The server's clock for lines that age a time the answer itself does not stamp: the record screens' "last match
// N minutes ago" (docs/decisions/0201-web-server-clock-from-date-header.md). Record answers are cached per role
// generation on the server, so a time inside them could be minutes old; every response's HTTP Date header is
// stamped as it leaves, so request() notes each one here.

let offsetMs: number | null = null;

/**
 * Notes a response's Date header (whole seconds, rounded down: +500 ms is the middle of its second). A copy from
 * the browser's HTTP cache carries an older Date, so a smaller offset: the largest offset seen is the freshest.
 */
export function noteServerDate(dateHeader: string | null, receivedAtMs: number): void {
  const at = dateHeader ? Date.parse(dateHeader) : NaN;
  if (!Number.isFinite(at)) return;
  const offset = clockOffsetMs((at + 500) / 1000, receivedAtMs);
  if (offsetMs === null || offset > offsetMs) offsetMs = offset;
}

/** The server's time now, in ms; the device's own until a response has come. */
export function serverNowMs(deviceNowMs = Date.now()): number {
  return deviceNowMs + (offsetMs ?? 0);
}

/** For tests: forget what was noted. */
export function resetServerClock(): void {
  offsetMs = null;
}
