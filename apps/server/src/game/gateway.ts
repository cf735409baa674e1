import type { PublicRole } from '@mecha/shared/account/schemas';

// Everything the site needs from the game goes through this interface (PRODUCT.md "The game link").
export type GameRole = PublicRole;

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
}

export class GatewayError extends Error {}
