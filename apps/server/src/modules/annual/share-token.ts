import { createHmac } from 'node:crypto';
import { sameSecret } from '../../platform/same-secret.ts';

// A memory report's share link opens that role's report without logging in: the token names the role and is
// signed with the server's secret for one event, so it cannot be made up for another role or event.
const sig = (secret: string, eventId: string, uid: string) =>
  createHmac('sha256', secret).update(`annual-share:${eventId}:${uid}`).digest('base64url').slice(0, 22);

export function shareTokenFor(secret: string, eventId: string, uid: string): string {
  return `${uid}_${sig(secret, eventId, uid)}`;
}

/** The role a token opens for this event, or null when it is not one of ours. */
export function uidFromShareToken(secret: string, eventId: string, token: string): string | null {
  const at = token.indexOf('_'); // the uid is digits; the signature may hold '_'
  if (at <= 0) return null;
  const uid = token.slice(0, at);
  if (!/^\d{1,20}$/.test(uid)) return null;
  return sameSecret(token.slice(at + 1), sig(secret, eventId, uid)) ? uid : null;
}
