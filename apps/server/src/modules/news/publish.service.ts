import type { Language } from '@mecha/shared/i18n/languages';
import type { OpsArticle, OpsBanner, OpsVersion } from '@mecha/shared/news/api';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { OperatorUrls } from './operator-urls.ts';
import { searchableText } from './sanitize.ts';

// What operators do to content (through the ops CLI, and the first-start seed): publish or update an article by
// its slug in one or several languages, unpublish it, set banners and version notes. HTML is sanitised here,
// whatever the CLI already did, and every address is checked before anything is written: one refused address
// refuses the whole call.
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

  async publishArticle(a: OpsArticle): Promise<{ id: number; created: boolean }> {
    if (a.cover) this.urls.image('cover', a.cover);
    const bodies = new Map((Object.keys(a.title) as Language[]).map((lang) => [lang, this.urls.html(`body.${lang}`, a.body[lang] ?? '')]));
    const now = this.clock.now();
    const publishedAt = a.publishedAt ? new Date(a.publishedAt * 1000) : now;
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('articles').select('id').where('slug', '=', a.slug).executeTakeFirst();
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
      return { id, created: !existing };
    });
  }

  async unpublishArticle(slug: string) {
    const res = await this.db.updateTable('articles').set({ status: 'unpublished', updated_at: this.clock.now() }).where('slug', '=', slug).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new AppError('notFound');
  }

  async setBanner(b: OpsBanner) {
    this.urls.image('image', b.image);
    this.urls.link('link', b.link);
    const values = { image: b.image, link: b.link, sort: b.sort, editions: JSON.stringify(b.editions), titles: JSON.stringify(b.titles), active: b.active };
    await this.db.insertInto('banners').values({ slug: b.slug, ...values }).onConflict((oc) => oc.column('slug').doUpdateSet(values)).execute();
  }

  async publishVersion(v: OpsVersion) {
    const bodies = Object.fromEntries(Object.entries(v.bodies).map(([lang, html]) => [lang, this.urls.html(`bodies.${lang}`, html ?? '')]));
    const values = { published_at: v.publishedAt ? new Date(v.publishedAt * 1000) : this.clock.now(), titles: JSON.stringify(v.titles), bodies: JSON.stringify(bodies) };
    await this.db.insertInto('version_notes').values({ version: v.version, ...values }).onConflict((oc) => oc.column('version').doUpdateSet(values)).execute();
  }
}
