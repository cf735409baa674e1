// The simulated game bars a few roles from top-ups, so official-check's "account suspended" can be seen and
// tested: every role whose UID ends in 077 (10001077, 10002077, 20001077, 30001077, 40001077, … — one in a
// thousand, in every edition of a large enough world). Documented in docs/decisions/0023-pay-sim-and-dev-clock.md.
export function isSuspendedSimUid(uid: string): boolean {
  return uid.endsWith('077');
}
