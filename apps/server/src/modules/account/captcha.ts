import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Redis } from 'ioredis';

// Self-hosted ALTCHA proof of work (PRODUCT.md: no third-party captcha is reachable). The challenge is signed,
// so the server keeps no state until a solution arrives; a used solution is remembered until it would have
// expired anyway, in Redis when several processes share the work. ALTCHA checks expiry against the real time,
// not the injectable clock: it is a security primitive, not a business rule.
export interface CaptchaOptions {
  secret: string;
  /** How far the solver must count; the work a browser (or a script) pays per code request. */
  counterMin: number;
  counterMax: number;
  ttlSeconds: number;
}

export const DEFAULT_CAPTCHA: Omit<CaptchaOptions, 'secret'> = { counterMin: 10_000, counterMax: 40_000, ttlSeconds: 300 };

interface UsedStore {
  setIfAbsent(key: string, value: boolean): Promise<boolean>;
  get(key: string): Promise<boolean>;
  set(key: string, value: boolean): Promise<void>;
}

function memoryStore(ttlMs: number): UsedStore {
  const used = new Map<string, number>();
  return {
    async setIfAbsent(key) {
      const now = Date.now();
      if (used.size > 50_000) for (const [k, exp] of used) if (exp < now) used.delete(k);
      const exp = used.get(key);
      if (exp !== undefined && exp > now) return false;
      used.set(key, now + ttlMs);
      return true;
    },
    async get(key) {
      return (used.get(key) ?? 0) > Date.now();
    },
    async set(key) {
      used.set(key, Date.now() + ttlMs);
    },
  };
}

function redisStore(redis: Redis, ttlMs: number): UsedStore {
  const k = (key: string) => `mecha:captcha-used:${key}`;
  return {
    async setIfAbsent(key) {
      return (await redis.set(k(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async get(key) {
      return (await redis.exists(k(key))) === 1;
    },
    async set(key) {
      await redis.set(k(key), '1', 'PX', ttlMs);
    },
  };
}

export class Captcha {
  private readonly keySecret: string;
  private readonly store: UsedStore;
  constructor(
    private readonly options: CaptchaOptions,
    redis?: Redis,
  ) {
    this.keySecret = `${options.secret}:derived-key`;
    const ttlMs = options.ttlSeconds * 1000 + 60_000;
    this.store = redis ? redisStore(redis, ttlMs) : memoryStore(ttlMs);
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.options.counterMin, this.options.counterMax),
      deriveKey,
      hmacSignatureSecret: this.options.secret,
      hmacKeySignatureSecret: this.keySecret,
      expiresAt: Math.floor(Date.now() / 1000) + this.options.ttlSeconds,
    });
  }

  /** True when the payload solves a challenge of ours that has not expired and was not used before. */
  async verify(payload: string): Promise<boolean> {
    const result = await verify(payload, deriveKey, this.options.secret, this.keySecret, this.store);
    return !result.error && Boolean(result.verification?.verified);
  }
}
