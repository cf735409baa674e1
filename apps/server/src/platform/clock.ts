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

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
