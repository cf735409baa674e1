import { createHmac } from 'node:crypto';
import { sameSecret } from './same-secret.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unixSeconds, type Clock } from './clock.ts';
import { AppError } from './errors.ts';

// Signed server-to-server calls: the game link in both directions and the payment provider's notifications
// (PRODUCT.md "The game link", "Top-up in detail") share one scheme: HMAC-SHA256 over "<unix seconds>.<raw
// body>", lowercase hex, a timestamp within ±300 s. Replays are refused by each caller's own signature log.
export const SIGNATURE_WINDOW_S = 300;

export function sign(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signatureMatches(secret: string, timestamp: number, rawBody: string, signature: string): boolean {
  return sameSecret(Buffer.from(signature, 'hex'), Buffer.from(sign(secret, timestamp, rawBody), 'hex'));
}

/**
 * Replaces a scope's JSON parser with one that keeps the raw text the signature covers; returns its reader.
 * Register the signed routes in a scope of their own so no other route pays for it.
 */
export function keepRawJson(scope: FastifyInstance, bodyLimit: number): (req: FastifyRequest) => string {
  const raw = new WeakMap<FastifyRequest, string>();
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (req, text, done) => {
    raw.set(req, text as string);
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
    }
  });
  return (req) => raw.get(req) ?? '';
}

export interface SignedHeaders {
  timestamp: string;
  signature: string;
}

/** The checks before a signed body is trusted: well-formed headers, a fresh timestamp, a matching HMAC. */
export function verifySigned(req: FastifyRequest, headers: SignedHeaders, raw: string, secret: string, clock: Clock): { ts: number; sig: string } {
  const tsText = String(req.headers[headers.timestamp] ?? '');
  const sig = String(req.headers[headers.signature] ?? '');
  if (!/^[0-9a-f]{64}$/.test(sig) || !/^\d{1,12}$/.test(tsText)) throw new AppError('signatureInvalid');
  const ts = Number(tsText);
  if (Math.abs(unixSeconds(clock.now()) - ts) > SIGNATURE_WINDOW_S) {
    req.log.warn({ ts, route: req.routeOptions.url }, 'signed request refused: stale timestamp');
    throw new AppError('signatureStale');
  }
  if (!signatureMatches(secret, ts, raw, sig)) {
    req.log.warn({ route: req.routeOptions.url }, 'signed request refused: bad signature');
    throw new AppError('signatureInvalid');
  }
  return { ts, sig };
}
