import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

type Handler = (args: unknown[]) => void;

// Keeps the in-process caches of several server processes coherent (issue 16, decision 0192). A cache's "forget"
// call made in one process runs in every process: here at once, elsewhere when Redis delivers the message (pub/sub,
// typically within a millisecond). Without Redis there is one process and the call is simply local.
export class CacheBus {
  private readonly handlers = new Map<string, Handler>();
  private readonly origin = randomUUID();
  private subscriber: Redis | undefined;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly channel: string,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Starts listening to the other processes (a dedicated connection: a subscribed one can do nothing else). */
  async start(): Promise<void> {
    if (!this.redis) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, raw: string) => {
      try {
        const msg = JSON.parse(raw) as { o: string; t: string; a: unknown[] };
        if (msg.o !== this.origin) this.handlers.get(msg.t)?.(msg.a);
      } catch (err) {
        this.onError(err);
      }
    });
    await this.subscriber.subscribe(this.channel);
  }

  async stop(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /**
   * Makes `obj[method]` a call every process runs: the original runs here at once and is published to the others.
   * Its arguments must be plain JSON (uids, token hashes). Returns the original, for tests.
   */
  share<T extends object, K extends keyof T & string>(topic: string, obj: T, method: K): T[K] {
    const original = obj[method];
    if (typeof original !== 'function') throw new Error(`${method} is not a method`);
    const local = (original as (...a: unknown[]) => unknown).bind(obj);
    if (this.handlers.has(topic)) throw new Error(`cache topic ${topic} shared twice`);
    this.handlers.set(topic, (args) => void local(...args));
    (obj as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const result = local(...args);
      this.redis?.publish(this.channel, JSON.stringify({ o: this.origin, t: topic, a: args })).catch(this.onError);
      return result;
    };
    return original;
  }
}
