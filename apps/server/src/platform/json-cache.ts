import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { errorMessage } from '@mecha/shared/errors/messages';

// Finished success envelopes of hot reads, kept as JSON text for a few seconds: a cache hit costs a lookup and a
// write, with no rebuilding or re-serialising of the same answer for every request. Requests that miss while the
// same answer is being built wait for that build instead of starting their own: 100 concurrent requests for a
// role whose 2v2 partners take 2 s to read made 100 such reads and timed out (decision 0198).
export class JsonCache {
  private readonly cache: LRUCache<string, string>;
  private readonly building = new Map<string, Promise<string>>();

  constructor(max: number, ttlMs: number) {
    this.cache = new LRUCache<string, string>({ max, ttl: ttlMs });
  }

  async send(reply: FastifyReply, key: string, build: () => Promise<unknown>) {
    const lang = reply.request.lang;
    const full = `${lang}|${key}`;
    let json = this.cache.get(full);
    if (json === undefined) {
      let flight = this.building.get(full);
      if (!flight) {
        flight = build()
          .then((data) => {
            const text = JSON.stringify({ code: 0, data, msg: errorMessage('ok', lang) });
            this.cache.set(full, text);
            return text;
          })
          .finally(() => this.building.delete(full));
        this.building.set(full, flight);
      }
      json = await flight;
    }
    return reply.type('application/json; charset=utf-8').send(json);
  }
}
