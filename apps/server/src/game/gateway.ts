import type { PublicRole } from '@mecha/shared/account/schemas';

// Everything the site needs from the game goes through this interface (PRODUCT.md "The game link").
/** `suspended`: the game has barred the account from top-ups (official-check refuses it). */
export type GameRole = PublicRole & { suspended?: boolean };

/** A top-up's game currency: the base amount and the bonus (standing, or the base again on a doubled purchase). */
export interface TopUpCredit {
  /** The order id: the game credits an order once, however often it is sent. */
  orderId: string;
  amount: number;
  bonus: number;
}

export interface GameMail {
  kind: 'verification-code' | 'reward' | 'notice';
  title: string;
  body: string;
  /** Verification-code mails carry the code separately so the sim's dev view can show it. */
  code?: string;
  /** Idempotency key: the game delivers a mail with the same key once, however often it is sent. */
  key?: string;
}

export interface GameGateway {
  readonly mode: 'sim' | 'http';
  lookupRole(uid: string): Promise<GameRole | null>;
  sendMail(uid: string, mail: GameMail): Promise<void>;
  /** Credits a paid top-up; resolves once the game has it (idempotent by order id). */
  creditTopUp(uid: string, credit: TopUpCredit): Promise<void>;
}

export class GatewayError extends Error {}
