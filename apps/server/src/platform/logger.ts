import type { FastifyServerOptions } from 'fastify';

// Structured JSON logs. Tokens, codes, captchas and SSO tokens never reach them: headers and bodies are redacted
// and query strings are dropped from logged URLs.
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'body.code',
        'body.captcha',
        'body.wztoken',
        'token',
        'code',
        'wztoken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: req.url.split('?')[0], ip: req.ip, id: req.id };
      },
    },
  };
}
