import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { NOTIFY_TEXTS } from './notify-texts.ts';

// Inbox messages of the tournament (table `messages`, kind 'competition'), written in the transaction of the change
// they tell about: a rolled-back join sends nothing. Every language is stored; the inbox shows the reader's.
export type NotifyKind = 'invited' | 'partnerJoined' | 'partnerLeft' | 'removed' | 'inviteRejected' | 'checkinOpen' | 'disqualified' | 'leaderChanged' | 'leaderTransferred';

/** A param is one string for every language (a name) or an operator's text per language (a stage's name). */
export type NotifyParam = string | Partial<Record<Language, string>>;

/** One message per account; nulls (a member row without an account) and repeats are skipped. */
export async function notify(trx: Transaction<Database>, yfyUids: (string | null)[], kind: NotifyKind, params: Record<string, NotifyParam>, at: Date): Promise<void> {
  const to = [...new Set(yfyUids.filter((u): u is string => !!u))];
  if (!to.length) return;
  const texts = LANGUAGES.map((l) => {
    const inL = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : localisedOrAny(v as Record<string, string>, l)]));
    const p = new Proxy(inL, { get: (o, k) => (typeof k === 'string' && Object.hasOwn(o, k) ? o[k] : '') });
    return [l, NOTIFY_TEXTS[kind][l](p)] as const;
  });
  const titles = JSON.stringify(Object.fromEntries(texts.map(([l, [t]]) => [l, t])));
  const bodies = JSON.stringify(Object.fromEntries(texts.map(([l, [, b]]) => [l, b])));
  await trx
    .insertInto('messages')
    .values(to.map((yfy_uid) => ({ yfy_uid, kind: 'competition', titles, bodies, grant_id: null, created_at: at, read_at: null })))
    .execute();
}
