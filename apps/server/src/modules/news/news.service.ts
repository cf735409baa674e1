import type { Language } from '@mecha/shared/i18n/languages';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { ArticleItem } from '@mecha/shared/news/api';
import type { Db } from '../../db/client.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { likeRepository } from './like.repository.ts';
import { newsRepository as repo, type ArticleRow } from './news.repository.ts';

const HISTORY_SIZE = 10;

// Reading news: feeds by category, articles, search with the player's history, views, likes, banners and
// version notes, each in the request's language and edition.
export class NewsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(lang: Language, edition: string, category: string | undefined, page: number, size: number) {
    const rows = await repo.list(this.db, lang, edition, this.clock.now(), category, (page - 1) * size, size + 1);
    return { list: rows.slice(0, size).map(toItem), page, size, hasMore: rows.length > size };
  }

  async detail(id: number, lang: Language, edition: string, yfyUid: string | undefined) {
    const row = await repo.detail(this.db, id, lang, edition, this.clock.now());
    if (!row) throw new AppError('notFound');
    const liked = yfyUid ? Boolean(await repo.isLiked(this.db, id, yfyUid)) : false;
    return { ...toItem(row), BodyHtml: row.body_html, Liked: liked };
  }

  async search(lang: Language, edition: string, keyword: string, page: number, size: number, yfyUid: string | undefined) {
    const terms = keyword.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
    if (yfyUid && page === 1) await repo.rememberSearch(this.db, yfyUid, keyword, this.clock.now());
    const rows = await repo.search(this.db, lang, edition, this.clock.now(), terms, (page - 1) * size, size + 1);
    return { list: rows.slice(0, size).map(toItem), page, size, hasMore: rows.length > size };
  }

  async history(yfyUid: string) {
    return { list: (await repo.searchHistory(this.db, yfyUid, HISTORY_SIZE)).map((r) => r.keyword) };
  }

  async clearHistory(yfyUid: string) {
    await repo.clearSearchHistory(this.db, yfyUid);
    return { list: [] as string[] };
  }

  async view(id: number) {
    const row = await repo.addView(this.db, id);
    if (!row) throw new AppError('notFound');
    return { Id: row.id, Views: row.views };
  }

  async like(id: number, yfyUid: string, type: 'like' | 'unlike') {
    const exists = await this.db.selectFrom('articles').select('id').where('id', '=', id).where('status', '=', 'published').executeTakeFirst();
    if (!exists) throw new AppError('notFound');
    const likes = type === 'like' ? await likeRepository.like(this.db, id, yfyUid, this.clock.now()) : await likeRepository.unlike(this.db, id, yfyUid);
    return { Id: id, Liked: type === 'like', Likes: likes };
  }

  async banners(lang: Language, edition: string) {
    const rows = await repo.banners(this.db, edition);
    return { list: rows.map((b) => ({ Id: b.id, Title: localisedOrAny(b.titles, lang), Image: b.image, Link: b.link })) };
  }

  async versions(lang: Language) {
    return { list: (await repo.versions(this.db, this.clock.now())).map((v) => versionItem(v, lang)) };
  }

  async version(id: number, lang: Language) {
    const v = await repo.version(this.db, id, this.clock.now());
    if (!v) throw new AppError('notFound');
    return { ...versionItem(v, lang), BodyHtml: localisedOrAny(v.bodies, lang) };
  }

  async clickVersion(id: number) {
    const row = await repo.clickVersion(this.db, id);
    if (!row) throw new AppError('notFound');
    return { Id: row.id, Clicks: row.clicks };
  }

  async balanceNew(edition: string) {
    const row = await repo.latestBalance(this.db, edition, this.clock.now());
    return { LatestId: row?.id ?? null, LatestAt: row ? unixSeconds(new Date(row.published_at)) : null };
  }
}

function toItem(r: ArticleRow): ArticleItem {
  return {
    Id: r.id, Category: r.category as ArticleItem['Category'], Title: r.title, Summary: r.summary, Cover: r.cover, Tags: r.tags,
    PublishedAt: unixSeconds(new Date(r.published_at)), Views: r.views, Likes: r.likes, Artist: r.artist,
  };
}


function versionItem(v: { id: number; version: string; published_at: Date; clicks: number; titles: Record<string, string> }, lang: Language) {
  return { Id: v.id, Version: v.version, Title: localisedOrAny(v.titles, lang), PublishedAt: unixSeconds(new Date(v.published_at)), Clicks: v.clicks };
}
