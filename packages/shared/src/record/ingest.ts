import { z } from 'zod';
import { EDITION_CODES, type EditionCode } from '../editions.ts';
import { isCharacterId } from '../game/characters.ts';
import { UID_PATTERN } from '../game/uid.ts';
import { MODES } from './modes.ts';

// The body the game server posts to POST /api/game/matches (PRODUCT.md "The game link").
export { MODES, type Mode } from './modes.ts';
export const modeSchema = z.enum(MODES);

const characterId = z.string().refine(isCharacterId, 'unknown character');

export const matchPlayerSchema = z.strictObject({
  uid: z.string().regex(UID_PATTERN, 'uid must be 5–12 digits'),
  nickname: z.string().min(1).max(32),
  edition: z.enum(EDITION_CODES as [EditionCode, ...EditionCode[]]),
  region: z.string().min(1).max(16),
  character: characterId,
  mvp: z.boolean(),
  stats: z
    .strictObject({
      damage: z.number().int().min(0).max(10_000_000),
      kills: z.number().int().min(0).max(1000),
      deaths: z.number().int().min(0).max(1000),
    })
    .catchall(z.number().finite()),
});

export const matchSideSchema = z.strictObject({
  result: z.enum(['win', 'loss']),
  premade: z.boolean(),
  players: z.array(matchPlayerSchema).min(1).max(2),
});

export const matchSchema = z
  .strictObject({
    id: z.string().min(1).max(64).regex(/^[\w.:-]+$/, 'id: letters, digits, - _ . : only'),
    mode: modeSchema,
    endedAt: z.number().int().positive(),
    durationS: z.number().int().min(1).max(7200),
    bans: z.array(characterId).max(4),
    sides: z.array(matchSideSchema).length(2),
  })
  .superRefine((m, ctx) => {
    const size = m.mode === 'T1' ? 1 : 2;
    if (m.sides.some((s) => s.players.length !== size)) ctx.addIssue({ code: 'custom', message: `${m.mode} needs ${size} player(s) a side` });
    if (m.sides[0]?.result === m.sides[1]?.result) ctx.addIssue({ code: 'custom', message: 'one side wins and the other loses' });
    const players = m.sides.flatMap((s) => s.players);
    if (new Set(players.map((p) => p.uid)).size !== players.length) ctx.addIssue({ code: 'custom', message: 'a player appears twice' });
    if (players.filter((p) => p.mvp).length !== 1) ctx.addIssue({ code: 'custom', message: 'exactly one MVP a match' });
    if (m.mode === 'T1' && m.sides.some((s) => s.premade)) ctx.addIssue({ code: 'custom', message: '1v1 sides cannot be pre-made' });
  });
export type IngestMatch = z.infer<typeof matchSchema>;

/** Matches are checked one by one, so one bad match is refused with its reason while the rest go in. */
export const ingestBody = z.strictObject({ matches: z.array(z.unknown()).min(1).max(1000) });

export const ingestResult = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  refused: z.array(z.object({ index: z.number().int(), id: z.string().nullable(), reason: z.string() })),
});
export type IngestResult = z.infer<typeof ingestResult>;
