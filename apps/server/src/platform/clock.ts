// The one source of time for every rule (PRODUCT.md "Time"): tests inject a clock they can move.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  private ms: number;
  constructor(start: Date | string | number = '2026-11-22T04:00:00Z') {
    this.ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.ms);
  }
  set(at: Date | string | number): void {
    this.ms = new Date(at).getTime();
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

/**
 * The system clock plus an offset that only grows: the sim-mode server's clock, so a tester (POST API.simClock)
 * can watch a payment window run out without waiting for it. Never moves back, so nothing sees time reverse.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (ms > 0) this.offsetMs += ms;
  }
  /** Back to real time (dev only: what a journey moved, it puts back). */
  reset(): void {
    this.offsetMs = 0;
  }
  get offset(): number {
    return this.offsetMs;
  }
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
