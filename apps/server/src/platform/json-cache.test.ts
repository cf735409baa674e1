import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { JsonCache } from './json-cache.ts';

// A reply that records what was sent, in the request's language.
function fakeReply(lang = 'en') {
  const sent: string[] = [];
  const reply = { request: { lang }, type: () => reply, send: (body: string) => sent.push(body) };
  return { reply: reply as unknown as FastifyReply, sent };
}

describe('JsonCache', () => {
  it('builds an answer once for requests that miss together, and serves it to all of them', async () => {
    const cache = new JsonCache(10, 5000);
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const build = async () => {
      builds++;
      await gate;
      return { n: 1 };
    };
    const replies = Array.from({ length: 20 }, () => fakeReply());
    const sending = replies.map(({ reply }) => cache.send(reply, 'k', build));
    release();
    await Promise.all(sending);
    expect(builds).toBe(1);
    for (const { sent } of replies) expect(JSON.parse(sent[0]!).data).toEqual({ n: 1 });
    // Cached afterwards; another language is another answer.
    await cache.send(fakeReply().reply, 'k', build);
    await cache.send(fakeReply('ja').reply, 'k', build);
    expect(builds).toBe(2);
  });

  it('lets every waiter see a failed build, keeps nothing, and builds again on the next request', async () => {
    const cache = new JsonCache(10, 5000);
    let builds = 0;
    const failing = async () => {
      builds++;
      throw new Error('database gone');
    };
    const results = await Promise.allSettled([cache.send(fakeReply().reply, 'k', failing), cache.send(fakeReply().reply, 'k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(builds).toBe(1);
    const { reply, sent } = fakeReply();
    await cache.send(reply, 'k', async () => ({ ok: true }));
    expect(JSON.parse(sent[0]!).data).toEqual({ ok: true });
  });
});
