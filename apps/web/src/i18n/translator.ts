import type { Language } from '@mecha/shared/i18n/languages';
import type { Messages } from './en.ts';
import type { WelfareMessages } from './welfare/en.ts';
import type { AddressMessages } from './address/en.ts';
import type { MallMessages } from './mall/en.ts';
import type { PayMessages } from './pay/en.ts';
import type { AnnualMessages } from './annual/en.ts';
import type { LotteryMessages } from './lottery/en.ts';
import type { CompetitionMessages } from './competition/en.ts';
import type { CompDialogsMessages } from './comp-dialogs/en.ts';
import type { StatusMessages } from './status/en.ts';

// A few lines instead of i18next + react-i18next (17.6 KiB gzip on every page): the app uses nested keys,
// {{name}} interpolation and count plurals (key_one / key_other by Intl.PluralRules), nothing else
// (docs/decisions/0151-web-first-paint-and-languages.md).

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${BaseKey<K>}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every text key of the English dictionaries (the shape all four languages fill), plural suffixes folded: the
 * language chunk's and each area's (i18n/area-texts.ts), so a wrong key fails to compile wherever it lives.
 */
export type TextKey = KeyPaths<Messages & WelfareMessages & PayMessages & AddressMessages & MallMessages & AnnualMessages & LotteryMessages & CompetitionMessages & CompDialogsMessages & StatusMessages>;
export type TextOptions = Record<string, unknown>;
export type TFunction = (key: TextKey, options?: TextOptions) => string;

export type Dictionary = { [key: string]: string | Dictionary };

const dictionaries = new Map<Language, Dictionary>();
const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * Merges `texts` into the language's dictionary: the language chunk and each area (pay, mall…) add their own
 * branches, so a later one never drops an earlier one's. Nested branches merge; a string replaces a string.
 */
export function addTexts(language: Language, texts: Dictionary): void {
  dictionaries.set(language, merge(dictionaries.get(language) ?? {}, texts));
}

function merge(into: Dictionary, from: Dictionary): Dictionary {
  const out: Dictionary = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const old = out[key];
    out[key] = typeof value === 'object' && typeof old === 'object' ? merge(old, value) : value;
  }
  return out;
}

/** Forgets every dictionary (tests that install their own small ones). */
export function resetTexts(): void {
  dictionaries.clear();
}

function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The text for `key` in `language`; a missing key shows as itself (never the case for checked dictionaries). */
export function text(language: Language, key: TextKey, options?: TextOptions): string {
  const dictionary = dictionaries.get(language);
  let template: string | undefined;
  if (typeof options?.count === 'number') {
    template = lookup(dictionary, `${key}_${pluralForm(language, options.count)}`) ?? lookup(dictionary, `${key}_other`);
  }
  template ??= lookup(dictionary, key);
  if (template === undefined) return key;
  if (!options) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(options, name) && options[name] !== undefined && options[name] !== null ? String(options[name]) : whole,
  );
}

/** A translator bound to one language (what components get from useTranslation). */
export function translatorFor(language: Language): TFunction {
  return (key, options) => text(language, key, options);
}
