import type { z } from 'zod';
import type { opsLoginBody, opsOperatorCreateBody, opsOperatorUpdateBody, opsPasswordBody, opsTokenCreateBody } from '@mecha/shared/ops/console-api';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import type { OperatorContext } from '../../platform/operator-context.ts';
import { AccountsService } from './accounts.service.ts';
import { SessionsService } from './sessions.service.ts';
import { TokensService } from './tokens.service.ts';

export { credentialHash, operatorOf, TOKEN_PREFIX, withinEditions } from './operator-rows.ts';

// Operators (decision 0043), one service per concern — logins and sessions (sessions.service.ts), personal API
// tokens (tokens.service.ts), the accounts an admin manages (accounts.service.ts) — behind the one object the
// routes and the guard's OperatorAuth take.

export class OperatorsService {
  readonly sessions: SessionsService;
  readonly tokenStore: TokensService;
  readonly accounts: AccountsService;

  constructor(db: Db, clock: Clock, /** The time one-time codes are checked at (real time on a moved sim clock). */ totpClock: Clock = clock) {
    this.sessions = new SessionsService(db, clock, totpClock);
    this.tokenStore = new TokensService(db, clock);
    this.accounts = new AccountsService(db, clock);
  }

  login = (body: z.infer<typeof opsLoginBody>) => this.sessions.login(body);
  resolve = (credential: string) => this.sessions.resolve(credential);
  me = (op: OperatorContext) => this.sessions.me(op);
  logout = (op: OperatorContext, credential: string | undefined) => this.sessions.logout(op, credential);
  changePassword = (op: OperatorContext, body: z.infer<typeof opsPasswordBody>, credential: string | undefined, audit?: AuditWriter) => this.sessions.changePassword(op, body, credential, audit);

  tokens = (op: OperatorContext) => this.tokenStore.tokens(op);
  createToken = (op: OperatorContext, body: z.infer<typeof opsTokenCreateBody>, audit?: AuditWriter) => this.tokenStore.createToken(op, body, audit);
  revokeToken = (op: OperatorContext, id: number, audit?: AuditWriter) => this.tokenStore.revokeToken(op, id, audit);

  list = () => this.accounts.list();
  create = (by: OperatorContext, body: z.infer<typeof opsOperatorCreateBody>, audit?: AuditWriter) => this.accounts.create(by, body, audit);
  update = (by: OperatorContext, body: z.infer<typeof opsOperatorUpdateBody>, audit?: AuditWriter) => this.accounts.update(by, body, audit);
}
