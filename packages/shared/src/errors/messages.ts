import type { Language } from '../i18n/languages.ts';
import type { ErrorKey } from './catalogue.ts';
import { en } from './messages/en.ts';
import { ja } from './messages/ja.ts';
import { zhCN } from './messages/zh-CN.ts';
import { zhHK } from './messages/zh-HK.ts';

export const ERROR_MESSAGES: Record<Language, Record<ErrorKey, string>> = { 'zh-CN': zhCN, 'zh-HK': zhHK, en, ja };

export function errorMessage(key: ErrorKey, language: Language): string {
  return ERROR_MESSAGES[language][key];
}
