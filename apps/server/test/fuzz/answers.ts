import type { LightMyRequestResponse } from 'fastify';
import { ERRORS, errorKeyForCode } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { pickLanguage } from '@mecha/shared/i18n/languages';
import type { FuzzRequest } from './requests.ts';

// What every answer must be: below 500, the envelope {code, data, msg}, `msg` the text of `code` in the request's
// language, and an HTTP status of the code's class.

/**
 * Routes whose success answer is deliberately not an envelope, with the type it comes as: the ALTCHA widget reads
 * its challenge as is; operators download the mall's orders and the anniversary's winners as a spreadsheet
 * (`format=csv`); a team saves its tournament calendar as iCalendar.
 */
export const NOT_ENVELOPED = new Map([
  ['GET /api/captcha/challenge', 'application/json'],
  ['GET /api/ops/mall/orders', 'text/csv'],
  ['GET /api/ops/annual/winners', 'text/csv'],
  ['GET /api/competition/calendar.ics', 'text/calendar'],
]);

export type Verdict = { ok: true; exempt?: boolean } | { ok: false; problem: string };

export function judge(req: FuzzRequest, res: LightMyRequestResponse): Verdict {
  if (res.statusCode >= 500) return { ok: false, problem: `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}` };
  const route = `${req.method} ${req.url.split('?')[0]}`;
  const rawType = NOT_ENVELOPED.get(route);
  if (res.statusCode === 200 && rawType && String(res.headers['content-type']).startsWith(rawType)) return { ok: true, exempt: true };
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return { ok: false, problem: `not JSON (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}` };
  }
  if (!isEnvelope(body)) return { ok: false, problem: `not an envelope: ${res.body.slice(0, 200)}` };
  const key = body.code === 0 ? 'ok' : errorKeyForCode(body.code);
  if (!key) return { ok: false, problem: `code ${body.code} is not in the catalogue` };
  const lang = pickLanguage(req.headers['accept-language']);
  if (body.msg !== errorMessage(key, lang)) return { ok: false, problem: `msg "${body.msg}" is not ${key} in ${lang}` };
  if (res.statusCode !== ERRORS[key].http) return { ok: false, problem: `HTTP ${res.statusCode} for ${key} (catalogue says ${ERRORS[key].http})` };
  if (typeof body.data === 'object' && body.data !== null && /FST_|ERR_/.test(JSON.stringify(body.data))) return { ok: false, problem: `framework code leaks: ${JSON.stringify(body.data).slice(0, 200)}` };
  return { ok: true };
}

function isEnvelope(b: unknown): b is { code: number; data: unknown; msg: string } {
  return typeof b === 'object' && b !== null && !Array.isArray(b) && Number.isInteger((b as { code?: unknown }).code) && typeof (b as { msg?: unknown }).msg === 'string' && 'data' in b;
}
