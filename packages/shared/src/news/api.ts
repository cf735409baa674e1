import { z } from 'zod';
import { editionSchema } from '../account/schemas.ts';
import { EDITION_CODES } from '../editions.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { localisedTexts } from '../i18n/localised-schema.ts';
import { modeSchema } from '../record/ingest.ts';
import { RANKS } from '../ladder/ranks.ts';
import { CATEGORIES, PERIODS, TIERS } from './ranking-options.ts';
import { sortOrder, unixTime } from '../schema/bounds.ts';

// The news calls (SPEC §1 News, §7 cms / strategy / like). Articles are stored per language; the server picks
// the request's language and edition.
export { CATEGORIES, type Category } from './ranking-options.ts';
export const categorySchema = z.enum(CATEGORIES);

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const size = z.coerce.number().int().min(1).max(50).default(10);

export const newsListQuery = z.strictObject({ category: categorySchema.optional(), page, size });
export const articleItemSchema = z.object({
  Id: z.number().int(),
  Category: categorySchema,
  Title: z.string(),
  Summary: z.string(),
  Cover: z.string(),
  Tags: z.array(z.string()),
  PublishedAt: z.number().int(),
  Views: z.number().int(),
  Likes: z.number().int(),
  /** Fan art carries its artist. */
  Artist: z.string().nullable(),
});
export type ArticleItem = z.infer<typeof articleItemSchema>;
export const newsListData = z.object({ list: z.array(articleItemSchema), page: z.number().int(), size: z.number().int(), hasMore: z.boolean() });

export const articleIdQuery = z.strictObject({ id: z.coerce.number({ error: 'paramError' }).int().min(1).max(2_147_483_647) });
export const articleDetailData = articleItemSchema.extend({
  /** Sanitised on the server: no script, no event handlers, no javascript: URLs. */
  BodyHtml: z.string(),
  Liked: z.boolean(),
});
export type ArticleDetail = z.infer<typeof articleDetailData>;

export const bannerSchema = z.object({ Id: z.number().int(), Title: z.string(), Image: z.string(), Link: z.string() });
export const bannerData = z.object({ list: z.array(bannerSchema) });

export const hitsBody = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const hitsData = z.object({ Id: z.number().int(), Views: z.number().int() });

export const searchQuery = z.strictObject({
  keyword: z.string({ error: 'requiredField' }).trim().min(1, { error: 'requiredField' }).max(50, { error: 'paramError' }),
  page,
  size,
});
export const searchHistoryData = z.object({ list: z.array(z.string()) });

export const versionItemSchema = z.object({ Id: z.number().int(), Version: z.string(), Title: z.string(), PublishedAt: z.number().int(), Clicks: z.number().int() });
export const versionListData = z.object({ list: z.array(versionItemSchema) });
export const versionDetailData = versionItemSchema.extend({ BodyHtml: z.string() });

/** The hot-point flag of balance changes: the newest one, compared by the app with what the player last saw. */
export const balanceNewData = z.object({ LatestId: z.number().int().nullable(), LatestAt: z.number().int().nullable() });

export const likeParams = z.strictObject({ id: z.coerce.number({ error: 'paramError' }).int().min(1).max(2_147_483_647) });
/** `type` defaults to like; a bodiless POST (null body) counts as a like too. */
export const likeBody = z.preprocess((v) => v ?? {}, z.strictObject({ type: z.enum(['like', 'unlike']).default('like') }));
export const likeData = z.object({ Id: z.number().int(), Liked: z.boolean(), Likes: z.number().int() });

// Character rankings.
export { PERIODS, TIERS } from './ranking-options.ts';
export const hotRankQuery = z.strictObject({ mode: modeSchema.default('T1'), tier: z.enum(TIERS).default('all'), period: z.enum(PERIODS).default('7d') });
export const characterRateSchema = z.object({
  Id: z.string(),
  Games: z.number().int(),
  WinRate: z.number(),
  PickRate: z.number(),
  BanRate: z.number(),
  Picks: z.number().int(),
  Bans: z.number().int(),
  /** Too few games to trust the win rate. */
  LowSample: z.boolean(),
});
export const hotRankListData = z.object({
  Mode: modeSchema,
  Tier: z.enum(TIERS),
  Period: z.enum(PERIODS),
  Matches: z.number().int(),
  UpdatedAt: z.number().int(),
  list: z.array(characterRateSchema),
});
export const hotRankQueryOne = z.strictObject({ id: z.string().regex(/^c\d{2}$/, 'paramError'), mode: modeSchema.default('T1'), period: z.enum(PERIODS).default('7d') });
export const hotRankData = z.object({ Id: z.string(), Mode: modeSchema, Period: z.enum(PERIODS), tiers: z.array(characterRateSchema.extend({ Tier: z.enum(TIERS), Matches: z.number().int() })) });

export { MIN_SAMPLE } from './ranking-options.ts';

// Operator payloads (the ops CLI posts these). Addresses are checked by the server against the operator URL rules
// (app/safe-urls.ts), which need its IMAGE_HOSTS; here they are only bounded.
const localised = localisedTexts.refine((m) => Object.keys(m).length > 0, 'at least one language');
/** A title or summary: at least one language, each at most `max` characters. */
const localisedLine = (max: number) => localised.refine((m) => Object.values(m).every((t) => t.length <= max), `at most ${max} characters`);
const slug = z.string().regex(/^[a-z0-9-]{3,80}$/);
const tagList = z.array(z.string().min(1).max(24)).max(8);
/** An object with the four languages as optional keys, for the reason `localisedTexts` gives. */
const localisedTags = z.strictObject(Object.fromEntries(LANGUAGES.map((l) => [l, tagList.optional()])) as Record<Language, z.ZodOptional<typeof tagList>>);
const editions = z.array(editionSchema).min(1).max(EDITION_CODES.length).default([...EDITION_CODES]);
/** An image: the site's own file (`/covers/x.svg`) or https on an allowed host. */
const image = z.string().max(500);
/** A link: an app route (`#/pages/…`) or an http(s) page. */
const link = z.string().min(1).max(500);

export const opsArticleBody = z.strictObject({
  slug,
  category: categorySchema,
  /** Empty: no cover. */
  cover: image.default(''),
  /** Words in the reader's language, per language like the title; a plain list is the same in every language. */
  tags: z.union([tagList, localisedTags]).default([]),
  artist: z.string().max(40).nullable().default(null),
  editions,
  publishedAt: unixTime.optional(),
  title: localisedLine(200),
  summary: localisedLine(500),
  /** HTML (already rendered from Markdown by the CLI); sanitised again on the server. */
  body: localised,
});
export type OpsArticle = z.infer<typeof opsArticleBody>;

export const opsUnpublishBody = z.strictObject({ slug });

export const opsBannerBody = z.strictObject({
  slug,
  image: image.min(1),
  link,
  sort: sortOrder.default(0),
  editions,
  titles: localisedLine(200),
  active: z.boolean().default(true),
});
export type OpsBanner = z.infer<typeof opsBannerBody>;

export const opsVersionBody = z.strictObject({
  version: z.string().min(1).max(32),
  publishedAt: unixTime.optional(),
  titles: localisedLine(200),
  /** HTML, like an article's body. */
  bodies: localised,
});
export type OpsVersion = z.infer<typeof opsVersionBody>;

export type Localised = Partial<Record<Language, string>>;
