import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.ts';

const text = z.string().min(1).max(60_000); // an article body fits the 64 KB body limit

/**
 * Operator input: a text in one or more of the four languages. An object with the four languages as optional
 * keys rather than a record over them: OpenAPI 3.0 (our document) cannot express a record's key set, so the
 * document would show it unbounded.
 */
export const localisedTexts = z.strictObject(Object.fromEntries(LANGUAGES.map((l) => [l, text.optional()])) as Record<Language, z.ZodOptional<typeof text>>);
