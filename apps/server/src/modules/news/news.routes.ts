import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  articleDetailData,
  articleIdQuery,
  balanceNewData,
  bannerData,
  hitsBody,
  hitsData,
  likeBody,
  likeData,
  likeParams,
  newsListData,
  newsListQuery,
  searchHistoryData,
  searchQuery,
  versionDetailData,
  versionListData,
} from '@mecha/shared/news/api';
import { requestEdition } from '../../platform/edition.ts';
import { responses } from '../../platform/envelope.ts';
import { JsonCache } from '../../platform/json-cache.ts';
import { byIp, limit } from '../../platform/rate-limit.ts';
import type { AccountService } from '../account/account.service.ts';
import { authGuards, currentAccount } from '../account/auth-guard.ts';
import type { SessionService } from '../account/session.service.ts';
import { likeLoginGuard } from './like-guard.ts';
import type { NewsService } from './news.service.ts';

const tags = ['news'];
const bearer = [{ bearer: [] }];

export function newsRoutes(deps: { news: NewsService; accounts: AccountService; sessions: SessionService }) {
  const { news } = deps;
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireLogin, optionalLogin } = authGuards(deps.sessions, deps.accounts);
    // Feeds are the same for everyone of a language and edition: finished JSON for a few seconds.
    const feeds = new JsonCache(2000, 5000);

    app.get('/api/record/cms/banner', {
      schema: { tags, summary: 'Banner carousel of the edition', response: responses(bannerData) },
      handler: async (req, reply) => feeds.send(reply, `banner|${requestEdition(req)}|${req.lang}`, () => news.banners(req.lang, requestEdition(req))),
    });

    app.get('/api/record/cms/news', {
      schema: { tags, summary: 'Articles of a category, newest first', querystring: newsListQuery, response: responses(newsListData) },
      handler: async (req, reply) => {
        const { category, page, size } = req.query;
        const edition = requestEdition(req);
        return feeds.send(reply, `news|${edition}|${req.lang}|${category ?? ''}|${page}|${size}`, () => news.list(req.lang, edition, category, page, size));
      },
    });

    app.get('/api/record/cms/detail', {
      schema: { tags, summary: 'One article (sanitised HTML), with whether the reader liked it', security: bearer, querystring: articleIdQuery, response: responses(articleDetailData) },
      preHandler: [optionalLogin],
      handler: async (req, reply) => reply.ok(await news.detail(req.query.id, req.lang, requestEdition(req), req.account?.yfyUid)),
    });

    app.post('/api/record/cms/hits', {
      schema: { tags, summary: 'Count a view of an article', body: hitsBody, response: responses(hitsData) },
      preHandler: [limit(app, { name: 'hits-ip', max: 120, windowMs: 60_000, key: byIp })],
      handler: async (req, reply) => reply.ok(await news.view(req.body.id)),
    });

    app.get('/api/strategy/news', {
      schema: { tags, summary: 'Search titles and bodies (any language; substring match)', security: bearer, querystring: searchQuery, response: responses(newsListData) },
      preHandler: [optionalLogin, limit(app, { name: 'search-ip', max: 120, windowMs: 60_000, key: byIp })],
      handler: async (req, reply) => {
        const { keyword, page, size } = req.query;
        return reply.ok(await news.search(req.lang, requestEdition(req), keyword, page, size, req.account?.yfyUid));
      },
    });

    app.get('/api/strategy/search-history', {
      schema: { tags, summary: "The account's recent searches", security: bearer, response: responses(searchHistoryData) },
      preHandler: [requireLogin],
      handler: async (req, reply) => reply.ok(await news.history(currentAccount(req).yfyUid)),
    });

    app.post('/api/strategy/search-history/clear', {
      schema: { tags, summary: "Clear the account's search history", security: bearer, response: responses(searchHistoryData) },
      preHandler: [requireLogin],
      handler: async (req, reply) => reply.ok(await news.clearHistory(currentAccount(req).yfyUid)),
    });

    app.get('/api/strategy/version/list', {
      schema: { tags, summary: 'Version notes, newest first', response: responses(versionListData) },
      handler: async (req, reply) => feeds.send(reply, `versions|${req.lang}`, () => news.versions(req.lang)),
    });

    app.get('/api/strategy/version/detail', {
      schema: { tags, summary: 'One version note', querystring: articleIdQuery, response: responses(versionDetailData) },
      handler: async (req, reply) => reply.ok(await news.version(req.query.id, req.lang)),
    });

    app.post('/api/strategy/version/click', {
      schema: { tags, summary: 'Count a click on a version note', body: hitsBody, response: responses(hitsData.omit({ Views: true }).extend({ Clicks: hitsData.shape.Views })) },
      preHandler: [limit(app, { name: 'version-click-ip', max: 120, windowMs: 60_000, key: byIp })],
      handler: async (req, reply) => reply.ok(await news.clickVersion(req.body.id)),
    });

    app.get('/api/strategy/balance-adjustment/new', {
      schema: { tags, summary: 'The newest balance change (the news tab’s hot-point flag)', response: responses(balanceNewData) },
      handler: async (req, reply) => reply.ok(await news.balanceNew(requestEdition(req))),
    });

    app.post('/api/like/:id', {
      schema: { tags, summary: 'Like or unlike an article (once per account)', security: bearer, params: likeParams, body: likeBody, response: responses(likeData) },
      // Log-in first, so a visitor hears "log in" rather than about the body.
      preValidation: [likeLoginGuard(requireLogin)],
      preHandler: [limit(app, { name: 'like-ip', max: 60, windowMs: 60_000, key: byIp })],
      handler: async (req, reply) => reply.ok(await news.like(req.params.id, currentAccount(req).yfyUid, req.body.type)),
    });
  };
}
