import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';

const THANKS: Record<Language, [string, string]> = {
  'zh-CN': ['感谢你的反馈', '我们已收到你的反馈，处理后会在这里回复你。'],
  'zh-HK': ['感謝你的意見', '我們已收到你的意見，處理後會在這裡回覆你。'],
  en: ['Thanks for your feedback', 'We have received it and will answer you here.'],
  ja: ['ご意見ありがとうございます', '内容を確認のうえ、こちらでお返事します。'],
};
const ANSWERED: Record<Language, string> = { 'zh-CN': '你的反馈有回复了', 'zh-HK': '你的意見有回覆了', en: 'Your feedback has been answered', ja: 'ご意見への回答が届きました' };

const all = (f: (l: Language) => string) => JSON.stringify(Object.fromEntries(LANGUAGES.map((l) => [l, f(l)])));

// Feedback from the mine page: stored with a thank-you in the inbox; an operator's answer arrives there too.
export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async submit(yfyUid: string, roleUid: string | null, f: { category: string; text: string; contact?: string | undefined; screenshot?: string | undefined }) {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('feedback')
        .values({ yfy_uid: yfyUid, role_uid: roleUid, category: f.category, text: f.text, contact: f.contact ?? null, screenshot: f.screenshot ?? null, created_at: now, answer: null, answered_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('messages').values({ yfy_uid: yfyUid, kind: 'feedback', titles: all((l) => THANKS[l][0]), bodies: all((l) => THANKS[l][1]), grant_id: null, created_at: now, read_at: null }).execute();
      return { Id: row.id };
    });
  }

  async open() {
    const rows = await this.db.selectFrom('feedback').select(['id', 'yfy_uid', 'role_uid', 'category', 'text', 'contact', 'created_at']).where('answer', 'is', null).orderBy('id').limit(200).execute();
    return rows.map((r) => ({ ...r, created_at: unixSeconds(new Date(r.created_at)) }));
  }

  /** `audit` writes the operator's audit row in the same transaction. */
  async answer(id: number, answer: string, audit?: AuditWriter) {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('feedback').set({ answer, answered_at: now }).where('id', '=', id).where('answer', 'is', null).returning(['yfy_uid', 'text']).executeTakeFirst();
      if (!row) throw new AppError('notFound');
      const quote = row.text.length > 60 ? `${row.text.slice(0, 60)}…` : row.text;
      await trx.insertInto('messages').values({ yfy_uid: row.yfy_uid, kind: 'feedback', titles: all((l) => ANSWERED[l]), bodies: all(() => `「${quote}」\n\n${answer}`), grant_id: null, created_at: now, read_at: null }).execute();
      await audit?.(trx, { action: 'feedback.answer', target: `feedback:${id}`, before: { answer: null, yfyUid: row.yfy_uid }, after: { answer } });
    });
  }
}
