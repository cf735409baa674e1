import type { Language } from '@mecha/shared/i18n/languages';
import type { OpsArticle, OpsBanner, OpsVersion } from '@mecha/shared/news/api';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import type { Db } from '../../db/client.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { withinEditions } from '../operators/operator-rows.ts';
import { OperatorUrls } from './operator-urls.ts';
import { searchableText } from './sanitize.ts';

// What operators do to content (through the ops CLI, and the first-start seed): publish or update an article by
// its slug in one or several languages, unpublish it, set banners and version notes. HTML is sanitised here,
// whatever the CLI already did, and every address is checked before anything is written: one refused address
// refuses the whole call. `editions` is the operator's scope (the seed passes none: all): an article or banner is
// written only when both its new editions and the ones it had lie within it (an HK editor cannot take over, or
// widen, a JP banner by its slug); a version note has no edition, so only an all-editions operator writes one
// (decision 0052).
/** The seed and the CLI's bootstrap credential act over every edition. */
const ALL: OpsEditions = 'all';
const assertWithin = (editions: OpsEditions, wanted: readonly string[]) => {
  if (!withinEditions(editions, wanted)) throw new AppError('opsEditionForbidden');
};

export class PublishService {
  private readonly urls: OperatorUrls;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Hosts images may come from beside the site's own files (IMAGE_HOSTS). */
    imageHosts: readonly string[],
  ) {
    this.urls = new OperatorUrls(imageHosts);
  }

  /** `audit` writes the operator's audit row in the same transaction (the seed passes none). */
  async publishArticle(a: OpsArticle, audit?: AuditWriter, editions: OpsEditions = ALL): Promise<{ id: number; created: boolean }> {
    assertWithin(editions, a.editions);
    if (a.cover) this.urls.image('cover', a.cover);
    const bodies = new Map((Object.keys(a.title) as Language[]).map((lang) => [lang, this.urls.html(`body.${lang}`, a.body[lang] ?? '')]));
    const now = this.clock.now();
    const publishedAt = a.publishedAt ? new Date(a.publishedAt * 1000) : now;
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('articles').select(['id', 'status', 'published_at', 'editions']).where('slug', '=', a.slug).forUpdate().executeTakeFirst();
      if (existing) assertWithin(editions, existing.editions);
      const values = {
        category: a.category, cover: a.cover, artist: a.artist, editions: JSON.stringify(a.editions),
        published_at: publishedAt, status: 'published' as const, updated_at: now,
      };
      const id = existing
        ? (await trx.updateTable('articles').set(values).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
        : (await trx.insertInto('articles').values({ slug: a.slug, ...values }).returning('id').executeTakeFirstOrThrow()).id;
      for (const lang of Object.keys(a.title) as Language[]) {
        const title = a.title[lang]!;
        const summary = a.summary[lang] ?? '';
        const body = bodies.get(lang)!;
        const tags = Array.isArray(a.tags) ? a.tags : (a.tags[lang] ?? []);
        const row = { title, summary, body_html: body, search_text: searchableText(title, summary, body), tags: JSON.stringify(tags) };
        await trx
          .insertInto('article_texts')
          .values({ article_id: id, lang, ...row })
          .onConflict((oc) => oc.columns(['article_id', 'lang']).doUpdateSet(row))
          .execute();
      }
      await audit?.(trx, {
        action: 'news.publish',
        target: a.slug,
        before: existing ? { id: existing.id, status: existing.status, publishedAt: unixSeconds(existing.published_at) } : null,
        after: { id, status: 'published', publishedAt: unixSeconds(publishedAt), languages: Object.keys(a.title), editions: a.editions, category: a.category },
      });
      return { id, created: !existing };
    });
  }

  async unpublishArticle(slug: string, audit?: AuditWriter, editions: OpsEditions = ALL) {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('articles').select(['id', 'status', 'editions']).where('slug', '=', slug).forUpdate().executeTakeFirst();
      if (before) assertWithin(editions, before.editions);
      const res = await trx.updateTable('articles').set({ status: 'unpublished', updated_at: this.clock.now() }).where('slug', '=', slug).executeTakeFirst();
      if (!before || Number(res.numUpdatedRows) !== 1) throw new AppError('notFound');
      await audit?.(trx, { action: 'news.unpublish', target: slug, before: { id: before.id, status: before.status }, after: { id: before.id, status: 'unpublished' } });
    });
  }

  async setBanner(b: OpsBanner, audit?: AuditWriter, editions: OpsEditions = ALL) {
    assertWithin(editions, b.editions);
    this.urls.image('image', b.image);
    this.urls.link('link', b.link);
    const values = { image: b.image, link: b.link, sort: b.sort, editions: JSON.stringify(b.editions), titles: JSON.stringify(b.titles), active: b.active };
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('banners').selectAll().where('slug', '=', b.slug).forUpdate().executeTakeFirst();
      if (before) assertWithin(editions, before.editions);
      await trx.insertInto('banners').values({ slug: b.slug, ...values }).onConflict((oc) => oc.column('slug').doUpdateSet(values)).execute();
      await audit?.(trx, { action: 'news.banner', target: b.slug, before: before ?? null, after: b });
    });
  }

  async publishVersion(v: OpsVersion, audit?: AuditWriter, editions: OpsEditions = ALL) {
    if (editions !== 'all') throw new AppError('opsVersionAllEditions');
    const bodies = Object.fromEntries(Object.entries(v.bodies).map(([lang, html]) => [lang, this.urls.html(`bodies.${lang}`, html ?? '')]));
    const values = { published_at: v.publishedAt ? new Date(v.publishedAt * 1000) : this.clock.now(), titles: JSON.stringify(v.titles), bodies: JSON.stringify(bodies) };
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('version_notes').select(['version', 'published_at', 'titles']).where('version', '=', v.version).forUpdate().executeTakeFirst();
      await trx.insertInto('version_notes').values({ version: v.version, ...values }).onConflict((oc) => oc.column('version').doUpdateSet(values)).execute();
      await audit?.(trx, {
        action: 'news.version',
        target: v.version,
        before: before ? { version: before.version, publishedAt: unixSeconds(before.published_at), titles: before.titles } : null,
        after: { version: v.version, publishedAt: unixSeconds(values.published_at), titles: v.titles, languages: Object.keys(v.bodies) },
      });
    });
  }
}
