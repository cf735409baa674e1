// Message kinds the app has words for; a kind added on the server later reads as a plain "message".
const KNOWN = ['reward', 'feedback', 'system'] as const;
export type KindKey = (typeof KNOWN)[number] | 'other';

export function kindKey(kind: string): KindKey {
  return (KNOWN as readonly string[]).includes(kind) ? (kind as KindKey) : 'other';
}
