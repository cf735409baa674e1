import { createHmac, timingSafeEqual } from 'node:crypto';

// The signing scheme shared by both directions of the game link: HMAC-SHA256 over "<unix seconds>.<raw body>",
// lowercase hex (PRODUCT.md "The game link").
export function sign(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signatureMatches(secret: string, timestamp: number, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
