import type { Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import type { GrantItem } from './grants.ts';

/** Reward items as the app shows them, in the reader's language. */
export const itemsIn = (items: GrantItem[], lang: Language) => items.map((i) => ({ Id: i.id, Name: localised(i.names, lang, i.id), Qty: i.qty }));
