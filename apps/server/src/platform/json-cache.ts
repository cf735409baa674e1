import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { errorMessage } from '@mecha/shared/errors/messages';

// Finished success envelopes of hot reads, kept as JSON text for a few seconds: a cache hit costs a lookup and a
// write, with no rebuilding or re-serialising of the same answer for every request.
export class JsonCache {
  private readonly cache: LRUCache<string, string>;

  constructor(max: number, ttlMs: number) {
    this.cache = new LRUCache<string, string>({ max, ttl: ttlMs });
  }

  async send(reply: FastifyReply, key: string, build: () => Promise<unknown>) {
    const lang = reply.request.lang;
    const full = `${lang}|${key}`;
    let json = this.cache.get(full);
    if (json === undefined) {
      json = JSON.stringify({ code: 0, data: await build(), msg: errorMessage('ok', lang) });
      this.cache.set(full, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  }
}
