import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { areaErrorKey } from '@mecha/shared/errors/areas';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { pickLanguage } from '@mecha/shared/i18n/languages';
import { dbErrorKey } from './db-errors.ts';
import { AppError } from './errors.ts';
import { noteErrorCode } from './request-outcome.ts';

// One place turns every failure into the envelope: typed AppErrors, schema validation, database refusals,
// Fastify's own client errors (bad JSON, too large, wrong content type, malformed or over-long URLs), unknown
// routes, and what Node's HTTP parser refuses before Fastify sees a request. Nothing leaks a stack trace or a
// framework's internal error code.
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
    const dbKey = dbErrorKey(error);
    if (dbKey) {
      req.log.warn({ sqlState: error.code, detail: error.message }, 'database refused a request');
      return send(req, reply, dbKey);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(req, reply, 'bodyTooLarge');
    if (status === 414) return send(req, reply, 'requestTooLong');
    if (status === 415) return send(req, reply, 'unsupportedMedia');
    if (status === 429) return send(req, reply, 'tooFrequent');
    if (status >= 400 && status < 500) return send(req, reply, 'paramError', clientReason(error));
    req.log.error({ err: error }, 'unhandled error');
    return send(req, reply, 'systemError');
  });

  app.setNotFoundHandler((req, reply) => send(req, reply, 'notFound', { path: req.url.split('?')[0] }));
}

/** Fastify's `frameworkErrors`: a URL that does not decode, or a path parameter over maxParamLength. */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // No hook has run (helmet's included): the one header a JSON error needs is set here.
  reply.header('x-content-type-options', 'nosniff');
  return send(req, reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'requestTooLong' : 'paramError');
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the bytes (a request line or header block over
 * maxHeaderSize, a malformed request) before any request object exists. Answers the envelope on the raw socket,
 * in the language of whatever Accept-Language header the refused bytes hold.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const key: ErrorKey = error.code === 'HPE_HEADER_OVERFLOW' ? 'headersTooLarge' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'operationTimeout' : 'paramError';
  const lang = pickLanguage(/\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(rawText(error.rawPacket))?.[1]);
  const { code, http } = ERRORS[key];
  const body = JSON.stringify({ code, data: null, msg: errorMessage(key, lang) });
  socket.end(
    `HTTP/1.1 ${http} ${http === 431 ? 'Request Header Fields Too Large' : http === 504 ? 'Gateway Timeout' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

// Node hands the refused bytes over as a Buffer (Fastify's type says a serialised one).
function rawText(packet: unknown): string {
  return Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
}

/** A schema issue whose message is a catalogue key answers with that key (e.g. uidEmpty); else paramError. */
function validationKey(messages: (string | undefined)[]): ErrorKey {
  for (const m of messages) if (m && Object.hasOwn(ERRORS, m)) return m as ErrorKey;
  return 'paramError';
}

// What a client may learn of a refused body, in words of its own rather than the framework's error codes.
const CLIENT_REASONS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'the body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'the body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'the body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'the content length does not match the body',
  FST_ERR_CTP_EMPTY_TYPE: 'the content type is missing',
};
function clientReason(error: FastifyError) {
  if (error instanceof SyntaxError) return { reason: 'the body is not valid JSON' };
  const reason = CLIENT_REASONS[error.code];
  return reason ? { reason } : null;
}

function send(req: FastifyRequest, reply: FastifyReply, generalKey: ErrorKey, detail?: unknown) {
  const key = areaErrorKey(req.url, generalKey);
  const { code, http } = ERRORS[key];
  noteErrorCode(req, code);
  // Read from the header, not req.lang: framework errors arrive before the language hook has run.
  const lang = pickLanguage(req.headers['accept-language']);
  return reply
    .code(http)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ code, data: detail ?? null, msg: errorMessage(key, lang) }));
}
