// How the record-scale bench prints counts and durations.
export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
