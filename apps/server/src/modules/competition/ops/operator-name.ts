import { OPERATOR_HEADER, operatorName } from '@mecha/shared/competition/ops-api';
import type { FastifyRequest } from 'fastify';
import { refuse } from './ops-kit.ts';

/**
 * Who acts, for the history lines: an operator's own account name (a console session or personal token), else —
 * the bootstrap credential — the `X-Operator` header (the CLI sends OPERATOR_NAME or the login name), or
 * 'operator' when absent. A header name that is not 1–40 plain characters is refused, not cut: the audit shows
 * what was sent.
 */
export function operatorOf(req: FastifyRequest): string {
  if (req.operator && req.operator.via !== 'bootstrap') return req.operator.name.slice(0, 40);
  const raw = req.headers[OPERATOR_HEADER];
  if (raw === undefined || raw === '') return 'operator';
  const name = Array.isArray(raw) ? raw.join(',') : raw;
  const parsed = operatorName.safeParse(name.trim());
  return parsed.success ? parsed.data : refuse('X-Operator', 'expected 1–40 letters, digits, spaces or . _ @ -');
}
