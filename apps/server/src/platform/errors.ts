import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';

/** A failure a player can be told about: carries a catalogue key; the error handler localises it. */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly code: number;
  readonly status: number;
  readonly detail: unknown;
  constructor(key: ErrorKey, detail?: unknown) {
    super(key);
    this.key = key;
    this.code = ERRORS[key].code;
    this.status = ERRORS[key].http;
    this.detail = detail;
  }
}

export const fail = (key: ErrorKey, detail?: unknown): never => {
  throw new AppError(key, detail);
};
