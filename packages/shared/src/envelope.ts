// The common response envelope of every API call (SPEC §3, §7): code 0 is success.
export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}
