import { CODE_MAX_ATTEMPTS, CODE_RESEND_COOLDOWN_SECONDS, CODE_TTL_SECONDS } from '@mecha/shared/account/schemas';
import type { Db } from '../../db/client.ts';
import type { GameGateway } from '../../game/gateway.ts';
import { verificationMail } from '../../game/sim/mail-texts.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { codeRepository as codes } from './code.repository.ts';
import { hashCode, newVerificationCode } from './tokens.ts';

// Verification codes mailed in game: 15 minutes, single use, locked after 5 wrong tries, one request a minute.
export class CodeService {
  constructor(
    private readonly db: Db,
    private readonly gateway: GameGateway,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  async send(uid: string, edition: string, ip: string) {
    const code = newVerificationCode();
    const now = this.clock.now();
    const id = await this.db.transaction().execute(async (trx) => {
      await codes.lockUid(trx, uid);
      const last = await codes.latest(trx, uid);
      if (last && now.getTime() - last.created_at.getTime() < CODE_RESEND_COOLDOWN_SECONDS * 1000) {
        throw new AppError('codeCooldown');
      }
      await codes.supersede(trx, uid, now);
      return codes.insert(trx, {
        uid,
        code_hash: hashCode(this.secret, uid, code),
        created_at: now,
        expires_at: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
        ip,
      });
    });
    // Mail after commit: the sim's mailbox shares the embedded database's single connection.
    try {
      await this.gateway.sendMail(uid, verificationMail(edition, code, CODE_TTL_SECONDS / 60));
    } catch {
      await codes.remove(this.db, id); // an undelivered code must not block a retry with its cool-down
      throw new AppError('mailFailed');
    }
    return { sent: true as const, expiresInS: CODE_TTL_SECONDS, cooldownS: CODE_RESEND_COOLDOWN_SECONDS };
  }

  /**
   * Spends the UID's live code if `code` matches. Runs outside any caller transaction on purpose: a wrong try
   * must stay counted even though the request that made it fails.
   */
  async consume(uid: string, code: string): Promise<void> {
    const now = this.clock.now();
    const live = await codes.latest(this.db, uid);
    if (!live) throw new AppError('codeWrong');
    if (live.consumed_at) throw new AppError('codeExpired');
    if (live.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('codeLocked');
    if (live.expires_at.getTime() <= now.getTime()) throw new AppError('codeExpired');
    if (await codes.consume(this.db, live.id, hashCode(this.secret, uid, code), CODE_MAX_ATTEMPTS, now)) return;
    const attempts = await codes.countWrongTry(this.db, live.id, CODE_MAX_ATTEMPTS);
    if (attempts === undefined) {
      // Someone else spent or replaced the code meanwhile, or the last try before ours locked it.
      const current = await codes.latest(this.db, uid);
      throw new AppError(current?.id === live.id && !current.consumed_at ? 'codeLocked' : 'codeExpired');
    }
    if (attempts >= CODE_MAX_ATTEMPTS) throw new AppError('codeLocked');
    throw new AppError('codeWrong', { attemptsLeft: CODE_MAX_ATTEMPTS - attempts });
  }
}
