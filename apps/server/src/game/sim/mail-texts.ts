import { EDITIONS, isEdition } from '@mecha/shared/editions';
import type { Language } from '@mecha/shared/i18n/languages';
import type { GameMail } from '../gateway.ts';

// The in-game mail that carries a verification code, in the language of the role's edition.
const TEXTS: Record<Language, (code: string, minutes: number) => { title: string; body: string }> = {
  'zh-CN': (code, m) => ({ title: '战绩助手登录验证码', body: `你的验证码是 ${code}，${m} 分钟内有效。如非本人操作，请忽略本邮件。` }),
  'zh-HK': (code, m) => ({ title: '戰績助手登入驗證碼', body: `你的驗證碼是 ${code}，${m} 分鐘內有效。如非本人操作，請忽略本郵件。` }),
  en: (code, m) => ({ title: 'Companion sign-in code', body: `Your verification code is ${code}. It is valid for ${m} minutes. If this wasn't you, ignore this mail.` }),
  ja: (code, m) => ({ title: 'コンパニオン ログイン認証コード', body: `認証コードは ${code} です。${m}分間有効です。お心当たりのない場合は、このメールを無視してください。` }),
};

export function verificationMail(edition: string, code: string, minutes: number): GameMail {
  const language = isEdition(edition) ? EDITIONS[edition].language : 'en';
  return { kind: 'verification-code', code, ...TEXTS[language](code, minutes) };
}
