import { describe, expect, it } from 'vitest';
import type { IngestMatch } from '@mecha/shared/record/ingest';
import { IngestQueue } from './ingest-queue.ts';

// The group commit of ingest (decision 0214), against a store that records its calls.
const match = (id: string, endedAt = 1000): IngestMatch => ({ id, endedAt }) as IngestMatch;

function recordingStore(seen = new Set<string>(), fail?: (ids: string[]) => boolean) {
  const calls: string[][] = [];
  const gates: Promise<void>[] = [];
  return {
    calls,
    /** The next store not yet held waits until the returned function is called. */
    hold(): () => void {
      let release: () => void = () => {};
      gates.push(new Promise((r) => (release = r)));
      return release;
    },
    store: async (matches: IngestMatch[]) => {
      const ids = matches.map((m) => m.id);
      calls.push(ids);
      const gate = gates.shift();
      if (gate) await gate;
      if (fail?.(ids)) throw new Error('refused');
      const fresh = new Set(ids.filter((id) => !seen.has(id)));
      for (const id of ids) seen.add(id);
      return { fresh, after: Promise.resolve() };
    },
  };
}

describe('IngestQueue', () => {
  it('stores batches posted during a transaction together in the next one, each told its own new matches', async () => {
    const s = recordingStore(new Set(['old']));
    const q = new IngestQueue(s.store, 2000, 1);
    const open = s.hold();
    const first = q.submit([match('a')]);
    const later = [q.submit([match('c', 1002), match('old')]), q.submit([match('b', 1001), match('c', 1002)])];
    open();
    expect([...(await first).fresh]).toEqual(['a']);
    const [x, y] = await Promise.all(later);
    // One transaction for both, in end-time order; "c" is the earlier batch's.
    expect(s.calls).toEqual([['a'], ['old', 'b', 'c']]);
    expect([...x!.fresh]).toEqual(['c']);
    expect([...y!.fresh]).toEqual(['b']);
  });

  it('keeps a merged transaction within its limit', async () => {
    const s = recordingStore();
    const q = new IngestQueue(s.store, 3, 1);
    const open = s.hold();
    const all = [q.submit([match('a')]), q.submit([match('b'), match('c')]), q.submit([match('d')]), q.submit([match('e'), match('f')])];
    open();
    await Promise.all(all);
    expect(s.calls).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f']]);
  });

  it("stores each batch alone when their merged transaction fails, so one batch's error is not another's", async () => {
    const s = recordingStore(new Set(), (ids) => ids.includes('bad'));
    const q = new IngestQueue(s.store, 2000, 1);
    const open = s.hold();
    const first = q.submit([match('a')]);
    const good = q.submit([match('b')]);
    const bad = q.submit([match('bad')]);
    open();
    await first;
    expect([...(await good).fresh]).toEqual(['b']);
    await expect(bad).rejects.toThrow('refused');
    expect(s.calls).toEqual([['a'], ['b', 'bad'], ['b'], ['bad']]);
    // The queue goes on afterwards.
    expect([...(await q.submit([match('z')])).fresh]).toEqual(['z']);
  });

  it('has two transactions in flight, and merges what arrives while both are', async () => {
    const s = recordingStore();
    const q = new IngestQueue(s.store);
    const [openFirst, openSecond] = [s.hold(), s.hold()];
    const first = q.submit([match('a')]);
    const second = q.submit([match('b')]);
    const rest = [q.submit([match('c')]), q.submit([match('d')])];
    await Promise.resolve();
    expect(s.calls).toEqual([['a'], ['b']]);
    openSecond();
    expect([...(await second).fresh]).toEqual(['b']);
    await Promise.all(rest);
    expect(s.calls).toEqual([['a'], ['b'], ['c', 'd']]);
    openFirst();
    expect([...(await first).fresh]).toEqual(['a']);
  });
});
