// The Idempotency-Key of one payment attempt. crypto.randomUUID exists only in secure contexts (https, localhost);
// a phone opening the site over plain http on a LAN still needs a key, so fall back to 16 random bytes.
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The checkout page is the server's own (or a provider's https page); anything else is not followed. */
export function checkoutHref(url: string, base: string): string | null {
  try {
    const target = new URL(url, base);
    const here = new URL(base);
    if (target.origin === here.origin || target.protocol === 'https:') return target.href;
  } catch {
    // not a URL
  }
  return null;
}
