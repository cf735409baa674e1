import type { Clock } from '../platform/clock.ts';
import { unixSeconds } from '../platform/clock.ts';
import { GatewayError, type GameGateway, type GameMail, type GameRole, type TopUpCredit } from './gateway.ts';
import { sign } from '../platform/signed-request.ts';

// The gateway over signed HTTP calls to a real game server.
export class HttpGameGateway implements GameGateway {
  readonly mode = 'http' as const;
  constructor(
    private readonly baseUrl: string,
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly timeoutMs = 5000,
  ) {}

  async lookupRole(uid: string): Promise<GameRole | null> {
    const res = await this.call('/roles/lookup', { uid });
    return (res.role as GameRole | null) ?? null;
  }

  async sendMail(uid: string, mail: GameMail): Promise<void> {
    await this.call('/mail/send', { uid, mail });
  }

  async creditTopUp(uid: string, credit: TopUpCredit): Promise<void> {
    await this.call('/wallet/credit', { uid, ...credit });
  }

  private async call(path: string, body: unknown): Promise<Record<string, unknown>> {
    const raw = JSON.stringify(body);
    const ts = unixSeconds(this.clock.now());
    let res: Response;
    try {
      res = await fetch(new URL(path, this.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-game-timestamp': String(ts), 'x-game-signature': sign(this.secret, ts, raw) },
        body: raw,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new GatewayError(`game gateway ${path} unreachable: ${String(err)}`);
    }
    if (!res.ok) throw new GatewayError(`game gateway ${path} answered ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  }
}
