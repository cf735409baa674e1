import { validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

// Bad input is refused before it reaches a service: every route's body, query, params and headers pass this
// check and then their zod schema. PostgreSQL cannot store U+0000 in text, and a lone UTF-16 surrogate cannot be
// encoded as UTF-8, so a string (or object key) holding either is refused here, once, for every route —
// including routes written later — rather than field by field in each schema.

/** The path of the first string or key holding U+0000 or a lone surrogate, or undefined when all are clean. */
export function findUnstorableText(value: unknown): string | undefined {
  const keys = unstorableAt(value, 0);
  return keys && (keys.length ? `/${keys.reverse().join('/')}` : '/');
}

// The keys down to the first unstorable text, innermost first; a path is only built for a value refused (every
// request passes here: a batch of 1,000 matches has ~48,000 keys).
function unstorableAt(value: unknown, depth: number): string[] | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : [];
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!isStorable(key)) return [key];
    const bad = unstorableAt((value as Record<string, unknown>)[key], depth + 1);
    if (bad) return (bad.push(key), bad);
  }
  return undefined;
}

// NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. Most text holds
// no surrogate at all: the plain class answers for it before the pattern with look-arounds is tried.
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isStorable = (s: string) => !SUSPECT.test(s) || !UNSTORABLE.test(s);

export const guardedValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const bad = findUnstorableText(data);
    if (bad) return { error: new AppError('paramError', { issues: [{ path: `${route.httpPart ?? ''}${bad}`, message: 'text holds a NUL byte or an unpaired surrogate' }] }) };
    return validate(data);
  };
};
