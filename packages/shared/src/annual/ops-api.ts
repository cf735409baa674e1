import { z } from 'zod';
import { editionSchema, uidSchema, yfyUidSchema } from '../account/schemas.ts';
import { CHARACTERS } from '../game/characters.ts';
import { localisedTexts } from '../i18n/localised-schema.ts';
import { quantity, rowId, sortOrder, unixTime } from '../schema/bounds.ts';

// The anniversary operators' calls (docs/decisions/0038-annual-operators-and-seed.md, 0050-annual-console-server.md):
// every input bounded here, and the answers' shapes, so the server, the CLI and the console share one definition.

export const eventIdSchema = z.string().regex(/^[a-z0-9-]{3,40}$/);
/** A prize id; a virtual prize's id is the game item the in-game mail carries, so it follows the item ids' form. */
export const prizeIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/);
/** An account id: code logins are `h5-<hex>`, SSO ones a platform `sub` (printable ASCII) — as the mall operators'. */
const reason = z.string().trim().min(1).max(200);
const distinct = <T>(a: T[]) => new Set(a).size === a.length;
const CHARACTER_IDS = CHARACTERS.map((c) => c.id) as [string, ...string[]];
const someLanguage = (t: Record<string, string | undefined>) => Object.values(t).some((v) => v !== undefined);

/**
 * A site path, an https address, or an image data URI (the demo prizes' pictures are inline SVG). The page's CSP
 * allows data: images; an <img> never runs an SVG's scripts.
 */
export const pictureSchema = z
  .string()
  .max(20_000)
  .regex(/^(\/[A-Za-z0-9._/-]{1,200}|https:\/\/[^\s"'<>]{1,290}|data:image\/(svg\+xml|png|webp|jpeg);base64,[A-Za-z0-9+/]+={0,2})$/);

export const eventBody = z
  .strictObject({
    id: eventIdSchema,
    edition: editionSchema,
    titles: localisedTexts,
    rules: localisedTexts,
    startsAt: unixTime,
    endsAt: unixTime,
    /** The memory report's year; default the 365 days before startsAt. */
    reportFrom: unixTime.optional(),
    reportTo: unixTime.optional(),
    characters: z.array(z.enum(CHARACTER_IDS)).min(1).max(CHARACTER_IDS.length).refine(distinct, 'characters repeat'),
    loginTickets: z.number().int().min(0).max(100).default(1),
    voteTickets: z.number().int().min(0).max(100).default(1),
    shareTickets: z.number().int().min(0).max(100).default(1),
    loginTask: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .superRefine((e, ctx) => {
    if (!someLanguage(e.titles)) ctx.addIssue({ code: 'custom', path: ['titles'], message: 'titles needs at least one language' });
    if (e.endsAt <= e.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
    if ((e.reportFrom === undefined) !== (e.reportTo === undefined)) ctx.addIssue({ code: 'custom', path: ['reportTo'], message: 'give both reportFrom and reportTo, or neither' });
    if (e.reportFrom !== undefined && e.reportTo !== undefined && e.reportTo <= e.reportFrom) ctx.addIssue({ code: 'custom', path: ['reportTo'], message: 'reportTo must be after reportFrom' });
  });
export type EventInput = z.infer<typeof eventBody>;

export const prizeBody = z
  .strictObject({
    eventId: eventIdSchema,
    id: prizeIdSchema,
    names: localisedTexts,
    picture: pictureSchema.nullable().default(null),
    physical: z.boolean(),
    qty: quantity.default(1),
    weight: z.number().int().min(1).max(1_000_000),
    /** Units on creation (null: unlimited, a consolation prize); afterwards prizes/stock moves them. */
    stockTotal: z.number().int().min(0).max(1_000_000).nullable(),
    sort: sortOrder.default(0),
  })
  .superRefine((p, ctx) => {
    if (!someLanguage(p.names)) ctx.addIssue({ code: 'custom', path: ['names'], message: 'names needs at least one language' });
    if (p.physical && p.stockTotal === null) ctx.addIssue({ code: 'custom', path: ['stockTotal'], message: 'a physical prize needs a stock' });
  });
export type PrizeInput = z.infer<typeof prizeBody>;

export const stockBody = z.strictObject({
  eventId: eventIdSchema,
  prizeId: prizeIdSchema,
  delta: z.number().int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0, 'must not be 0'),
  reason,
});

/** Goodwill tickets: to a role's bound account (uid) or to an account (yfyUid), one of the two. */
export const ticketsBody = z
  .strictObject({ eventId: eventIdSchema, uid: uidSchema.optional(), yfyUid: yfyUidSchema.optional(), tickets: z.number().int().min(1).max(100), reason })
  .refine((b) => (b.uid === undefined) !== (b.yfyUid === undefined), { message: 'give uid or yfyUid (one of them)', path: ['uid'] });

export const oddsQuery = z.strictObject({ eventId: eventIdSchema });

export const WINNER_STATES = ['needed', 'awaiting', 'forfeited', 'shipped'] as const;
export type WinnerState = (typeof WINNER_STATES)[number];
export const WINNER_PAGE_MAX = 200;
export const winnersQuery = z.strictObject({
  eventId: eventIdSchema,
  state: z.enum([...WINNER_STATES, 'all']).default('awaiting'),
  format: z.enum(['json', 'csv']).default('json'),
  /** Only one role's prizes. */
  roleUid: uidSchema.optional(),
  /** Oldest draw first (the order to pack them in), or newest first. */
  sort: z.enum(['drawId', '-drawId']).default('drawId'),
  /** JSON pages (the CSV is every matching row, up to the export limit). */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(WINNER_PAGE_MAX).default(50),
});
export type WinnersQuery = z.input<typeof winnersQuery>;

/** As the mall's shipping: a carrier that cannot start a spreadsheet formula, a plain tracking number. */
export const carrierSchema = z.string().trim().min(1).max(40).regex(/^[^=+\-@\t\r]/);
export const trackingSchema = z.string().regex(/^[A-Za-z0-9-]{4,40}$/);
export const shipBody = z.strictObject({ drawId: rowId, carrier: carrierSchema, tracking: trackingSchema });
/**
 * A tracking file's text: drawId,carrier,tracking lines (up to 5,000 lines of ~60 characters). `dryRun`: every
 * line's verdict, nothing shipped; otherwise a file with an invalid or refused line ships nothing unless
 * `applyValid` (then its good lines ship) — as the mall's import (decision 0046).
 */
export const shipCsvBody = z.strictObject({ csv: z.string().min(1).max(400_000), dryRun: z.boolean().default(false), applyValid: z.boolean().default(false) });
/** The job runs: `dryRun` answers what the run would change and changes nothing. No body at all is a real run. */
export const runBody = z.strictObject({ dryRun: z.boolean().default(false) }).nullish();

// ---- answers ----

export interface OpsAnnualPrize {
  id: string; names: Record<string, string | undefined>; picture: string | null; physical: boolean; qty: number;
  weight: number; stock: number | null; stockTotal: number | null; sort: number; inPool: boolean;
}
export interface OpsAnnualEvent {
  id: string; edition: string; titles: Record<string, string | undefined>; rules: Record<string, string | undefined>;
  phase: 'upcoming' | 'open' | 'ended'; active: boolean; startsAt: number; endsAt: number; reportFrom: number; reportTo: number;
  characters: string[]; loginTickets: number; voteTickets: number; shareTickets: number; loginTask: boolean;
  seedHash: string; seed: string | null;
  counts: { votes: number; draws: number; drawsMade: number; ticketsIssued: number; ticketsSpent: number };
  prizes: OpsAnnualPrize[];
}
export interface OpsOddsEntry { at: number; fromDraw: number; reason: 'opened' | 'soldOut' | 'operator'; prizeId: string | null; weights: { prizeId: string; weight: number }[] }

export interface Winner {
  drawId: number; number: number; eventId: string; state: WinnerState; drawnAt: string; prizeId: string; prizeName: string; qty: number;
  roleUid: string; yfyUid: string; addressDueAt: string | null; addressAt: string | null;
  /** The personal part of the address: left out for a role that may not see personal data. */
  name?: string; phone?: string; email?: string; postcode?: string; city?: string; detail?: string;
  region: string; country: string;
  shippedAt: string | null; carrier: string | null; tracking: string | null;
}
/** The shipping role's event picker: it may not read the pool itself. */
export interface WinnerEvent { id: string; edition: string; title: string; won: number }
export interface WinnersPage { list: Winner[]; total: number; page: number; size: number }

export interface ShipCsvLine {
  line: number; drawId?: number; carrier?: string; tracking?: string;
  /** ready: would ship (dry run); notShipped: good, but the file was held back; invalid: malformed; refused: cannot ship. */
  result: 'ready' | 'shipped' | 'notShipped' | 'refused' | 'invalid';
  error?: string;
}
export interface ShipCsvResult { dryRun: boolean; shipped: number; ready: number; refused: number; invalid: number; lines: ShipCsvLine[] }

export interface ForfeitRunResult { dryRun: boolean; forfeited: number; draws: { drawId: number; eventId: string; prizeId: string; roleUid: string; addressDueAt: string }[] }
export interface HistogramRunResult { dryRun: boolean; refreshed: number; events: string[] }
