import { z } from 'zod';
import { editionSchema } from '../account/schemas.ts';
import { LANGUAGES } from '../i18n/languages.ts';

// The console's reading of banners and version notes (server news/ops-content.routes.ts, decision 0052). Writing
// stays with opsBannerBody / opsVersionBody (news/api.ts). Both lists are paged on the server.

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `edition` is checked by the operator guard against the operator's editions (an HK editor asking for jp: 7405). */
export const opsBannerListQuery = z.strictObject({
  edition: editionSchema.optional(),
  /** Only banners with a title in this language. */
  lang: z.enum(LANGUAGES).optional(),
  active: flag.optional(),
  page,
  size,
});
export const opsBannerItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  editions: z.array(z.string()),
  titles: z.record(z.string(), z.string()),
  active: z.boolean(),
});
export type OpsBannerItem = z.infer<typeof opsBannerItem>;
export const opsBannerListData = z.object({ list: z.array(opsBannerItem), page: z.number().int(), hasMore: z.boolean() });

export const opsVersionListQuery = z.strictObject({ page, size });
export const opsVersionItem = z.object({
  id: z.number().int(),
  version: z.string(),
  publishedAt: z.number().int(),
  clicks: z.number().int(),
  titles: z.record(z.string(), z.string()),
  /** Stored (sanitised) HTML per language, for editing. */
  bodies: z.record(z.string(), z.string()),
});
export type OpsVersionItem = z.infer<typeof opsVersionItem>;
export const opsVersionListData = z.object({ list: z.array(opsVersionItem), page: z.number().int(), hasMore: z.boolean() });
