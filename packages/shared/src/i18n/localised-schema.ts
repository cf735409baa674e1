import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/** Operator input: a text in one or more of the four languages (an article body fits the 64 KB body limit). */
export const localisedTexts = z.partialRecord(z.enum(LANGUAGES), z.string().min(1).max(60_000));
