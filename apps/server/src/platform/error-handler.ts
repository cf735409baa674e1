import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { AppError } from './errors.ts';

// One place turns every failure into the envelope: typed AppErrors, schema validation, Fastify's own client
// errors (bad JSON, too large, wrong content type), unknown routes. Nothing leaks a stack trace.
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) return send(req, reply, error.key, error.detail);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath}`,
        message: v.message,
      }));
      return send(req, reply, validationKey(issues.map((i) => i.message)), { issues });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(req, reply, 'bodyTooLarge');
    if (status === 415) return send(req, reply, 'unsupportedMedia');
    if (status === 429) return send(req, reply, 'tooFrequent');
    if (status >= 400 && status < 500) return send(req, reply, 'paramError', { reason: error.code ?? 'bad request' });
    req.log.error({ err: error }, 'unhandled error');
    return send(req, reply, 'systemError');
  });

  app.setNotFoundHandler((req, reply) => send(req, reply, 'notFound', { path: req.url.split('?')[0] }));
}

/** A schema issue whose message is a catalogue key answers with that key (e.g. uidEmpty); else paramError. */
function validationKey(messages: (string | undefined)[]): ErrorKey {
  for (const m of messages) if (m && m in ERRORS) return m as ErrorKey;
  return 'paramError';
}

function send(req: FastifyRequest, reply: FastifyReply, key: ErrorKey, detail?: unknown) {
  const { code, http } = ERRORS[key];
  return reply
    .code(http)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ code, data: detail ?? null, msg: errorMessage(key, req.lang ?? 'zh-CN') }));
}
