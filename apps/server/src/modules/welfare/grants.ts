import type { Language } from '@mecha/shared/i18n/languages';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';

export interface GrantItem {
  id: string;
  qty: number;
  names: Record<string, string>;
}

export interface GrantInput {
  /** Who may receive it once: a role uid, or `acct:<yfy_uid>` for account-wide rewards. */
  owner: string;
  source: 'pack' | 'signin' | 'weekly' | 'code' | 'tier' | 'annual';
  ref: string;
  /** The reset period it belongs to (a business day, a week's start, or `once`). */
  period: string;
  yfyUid: string;
  roleUid: string;
  items: GrantItem[];
  titles: Record<string, string>;
  /** Language of the in-game mail (the role's edition's). */
  mailLanguage: Language;
}

const REWARD_LINE: Record<Language, (title: string) => string> = {
  'zh-CN': (t) => `你领取的「${t}」已发放，请查收：`,
  'zh-HK': (t) => `你領取的「${t}」已發放，請查收：`,
  en: (t) => `Your ${t} has arrived:`,
  ja: (t) => `「${t}」をお届けします：`,
};
const itemsLine = (items: GrantItem[], lang: Language) => items.map((i) => `${localised(i.names, lang, i.id)} ×${i.qty}`).join(lang.startsWith('zh') || lang === 'ja' ? '、' : ', ');

/**
 * Records a reward exactly once: the grant's unique key (owner, source, ref, period) decides, and its in-game
 * mail (outbox) and inbox message are written in the same transaction, so a grant can be neither lost nor
 * doubled, whatever the taps, retries or servers.
 */
export async function grantOnce(db: Db, at: Date, g: GrantInput): Promise<number | undefined> {
  return db.transaction().execute((trx) => grantIn(trx, at, g));
}

/** The same inside a caller's transaction (sign-in, codes), so their own guards commit or roll back with it. */
export async function grantIn(trx: Transaction<Database>, at: Date, g: GrantInput): Promise<number | undefined> {
  const row = await trx
    .insertInto('reward_grants')
    .values({ owner: g.owner, source: g.source, ref: g.ref, period: g.period, yfy_uid: g.yfyUid, role_uid: g.roleUid, items: JSON.stringify(g.items), created_at: at })
    .onConflict((oc) => oc.columns(['owner', 'source', 'ref', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  const title = (lang: Language) => localised(g.titles, lang, g.ref);
  const text = (lang: Language) => `${REWARD_LINE[lang](title(lang))} ${itemsLine(g.items, lang)}`;
  await trx
    .insertInto('mail_outbox')
    .values({ grant_id: row.id, role_uid: g.roleUid, title: title(g.mailLanguage), body: text(g.mailLanguage), status: 'pending', next_attempt_at: at })
    .execute();
  await trx
    .insertInto('messages')
    .values({
      yfy_uid: g.yfyUid, kind: 'reward', grant_id: row.id, created_at: at, read_at: null,
      titles: JSON.stringify(Object.fromEntries(LANGUAGES.map((l) => [l, title(l)]))),
      bodies: JSON.stringify(Object.fromEntries(LANGUAGES.map((l) => [l, text(l)]))),
    })
    .execute();
  return row.id;
}
