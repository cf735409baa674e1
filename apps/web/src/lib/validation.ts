import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '../i18n/error-texts.ts';
import type { Language } from '@mecha/shared/i18n/languages';

// The shared schemas name a catalogue key as each issue's message, so the form shows exactly the text the server
// would answer with, before anything is sent.
interface SafeParser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: { message: string }[] } };
}

export function firstIssueText(schema: SafeParser, value: unknown, language: Language): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]?.message;
  return errorMessage(key && Object.hasOwn(ERRORS, key) ? (key as ErrorKey) : 'paramError', language);
}
