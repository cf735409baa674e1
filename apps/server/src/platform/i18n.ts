import fp from 'fastify-plugin';
import { pickLanguage, type Language } from '@mecha/shared/i18n/languages';
import { errorMessage } from '@mecha/shared/errors/messages';
import type { ErrorKey } from '@mecha/shared/errors/catalogue';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
  interface FastifyReply {
    /** Sends `{code: 0, data, msg}` with the success text in the request's language. */
    ok<T>(data: T): { code: number; data: T; msg: string };
  }
}

// Language is chosen once per request from Accept-Language (PRODUCT.md: zh-CN, zh-HK, en, ja).
export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', async (req) => {
    req.lang = pickLanguage(req.headers['accept-language']);
  });
  app.decorateReply('ok', function <T>(this: import('fastify').FastifyReply, data: T) {
    return { code: 0, data, msg: errorMessage('ok', this.request.lang) };
  });
});

export const localise = (key: ErrorKey, lang: Language) => errorMessage(key, lang);
