const HOUR_MS = 3600_000;

/**
 * The UTC hour an instant falls in: the grain of the character-rates hour rows, shared by ingest (which marks the
 * hours it changed) and the rates job (which folds them), so the two never disagree on an hour's edge.
 */
export function floorHour(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}
