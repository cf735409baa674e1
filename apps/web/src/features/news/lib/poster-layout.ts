import type { CharacterClass } from '@mecha/shared/game/characters';

// What a share poster shows and where, as plain data: the canvas painter (draw-poster.ts, loaded only when a
// poster is made) just paints these items, so the choices (which mechs, which fields, where the QR code goes)
// are testable without a canvas. Units are the design's 750-wide space (SPEC §2 design width 750).
export const POSTER_W = 750;
export const POSTER_H = 1334;
const PAD = 40;
const INNER_W = POSTER_W - PAD * 2;

export type PosterItem =
  | { kind: 'panel'; x: number; y: number; w: number; h: number; accent?: boolean }
  | { kind: 'text'; x: number; y: number; text: string; size: number; color: string; weight?: 400 | 600 | 800; align?: 'left' | 'center' | 'right'; maxWidth?: number; spacing?: number; minSize?: number }
  | { kind: 'bar'; x: number; y: number; w: number; h: number; share: number; marker?: number }
  | { kind: 'hex'; cx: number; cy: number; r: number; cls: CharacterClass | null; label: string }
  | { kind: 'badge'; x: number; y: number; size: number }
  | { kind: 'qr'; x: number; y: number; size: number; text: string };

export interface PosterLayout {
  width: number;
  height: number;
  items: PosterItem[];
}

const C = { text: '#e9f2ff', dim: '#9aabc8', faint: '#62728f', cyan: '#3ee3ff', gold: '#ffc65c', ok: '#3ef0a3' };

export interface RateRow {
  Id: string;
  Games: number;
  WinRate: number;
  PickRate: number;
  BanRate: number;
  LowSample: boolean;
}

/** The poster's mechs: best win rate first, those with too few games only after every trusted one. */
export function topByWinRate<T extends RateRow>(list: readonly T[], count: number): T[] {
  return [...list]
    .sort((a, b) => Number(a.LowSample) - Number(b.LowSample) || b.WinRate - a.WinRate || b.Games - a.Games || a.Id.localeCompare(b.Id))
    .slice(0, count);
}

interface Common {
  /** The brand line and app name, already localised. */
  brand: string;
  appName: string;
  title: string;
  subtitle: string;
  /** Under the QR code: what scanning opens. */
  scan: string;
  /** The share link the QR code holds. */
  link: string;
  /** A short address line for people who cannot scan (the host). */
  host: string;
}

export interface RankingPosterInput extends Common {
  rows: { id: string; name: string; cls: CharacterClass | null; winRate: string; share: number; detail: string; sample: string; lowSample: boolean }[];
  footnotes: string[];
}

function header(items: PosterItem[], c: Common): number {
  items.push({ kind: 'text', x: PAD, y: 86, text: c.brand, size: 24, color: C.cyan, weight: 800, spacing: 8 });
  items.push({ kind: 'text', x: POSTER_W - PAD, y: 86, text: c.appName, size: 24, color: C.dim, align: 'right', maxWidth: 360 });
  items.push({ kind: 'text', x: PAD, y: 180, text: c.title, size: 56, minSize: 40, color: C.text, weight: 800, maxWidth: INNER_W });
  items.push({ kind: 'text', x: PAD, y: 232, text: c.subtitle, size: 28, color: C.gold, weight: 600, maxWidth: INNER_W });
  return 280;
}

const QR = 180;
const FOOTER_Y = POSTER_H - QR - 70;

function footer(items: PosterItem[], c: Common, notes: string[]): void {
  const qrX = POSTER_W - PAD - QR;
  items.push({ kind: 'panel', x: PAD, y: FOOTER_Y - 30, w: INNER_W, h: QR + 60, accent: true });
  items.push({ kind: 'qr', x: qrX - 10, y: FOOTER_Y, size: QR, text: c.link });
  const textW = qrX - PAD - 60;
  items.push({ kind: 'text', x: PAD + 30, y: FOOTER_Y + 44, text: c.scan, size: 30, minSize: 22, color: C.text, weight: 800, maxWidth: textW });
  notes.forEach((note, i) => items.push({ kind: 'text', x: PAD + 30, y: FOOTER_Y + 90 + i * 34, text: note, size: 22, color: C.dim, maxWidth: textW }));
  items.push({ kind: 'text', x: PAD + 30, y: FOOTER_Y + QR - 4, text: c.host, size: 22, color: C.cyan, weight: 600, maxWidth: textW });
}

export function layoutRankingPoster(input: RankingPosterInput): PosterLayout {
  const items: PosterItem[] = [];
  let y = header(items, input);
  const rowH = 140;
  const gap = 16;
  input.rows.forEach((row, i) => {
    items.push({ kind: 'panel', x: PAD, y, w: INNER_W, h: rowH, accent: i === 0 });
    items.push({ kind: 'text', x: PAD + 40, y: y + 82, text: String(i + 1), size: 48, color: i === 0 ? C.gold : C.dim, weight: 800, align: 'center' });
    items.push({ kind: 'hex', cx: PAD + 125, cy: y + rowH / 2, r: 44, cls: row.cls, label: row.id.replace(/^c/, '') });
    items.push({ kind: 'text', x: PAD + 190, y: y + 56, text: row.name, size: 32, minSize: 24, color: C.text, weight: 800, maxWidth: 290 });
    items.push({ kind: 'text', x: POSTER_W - PAD - 24, y: y + 58, text: row.winRate, size: 42, color: C.ok, weight: 800, align: 'right' });
    // Sample size first: a reader should see how much the rate rests on before the other figures.
    items.push({ kind: 'text', x: PAD + 190, y: y + 94, text: `${row.sample} · ${row.detail}`, size: 21, minSize: 18, color: row.lowSample ? C.gold : C.dim, maxWidth: INNER_W - 190 - 24 });
    items.push({ kind: 'bar', x: PAD + 190, y: y + 112, w: INNER_W - 190 - 24, h: 8, share: row.share, marker: 0.5 });
    y += rowH + gap;
  });
  footer(items, input, input.footnotes);
  return { width: POSTER_W, height: POSTER_H, items };
}

export interface RecordPosterInput extends Common {
  /** Present only when the sharer chose to show the rank. */
  rank?: { name: string };
  nickname?: string;
  uid?: string;
  /** Chosen stat tiles, in order: label and value. */
  stats: { label: string; value: string }[];
  footnotes: string[];
}

export function layoutRecordPoster(input: RecordPosterInput): PosterLayout {
  const items: PosterItem[] = [];
  let y = header(items, input) + 20;
  const cx = POSTER_W / 2;
  if (input.rank) {
    const size = 300;
    items.push({ kind: 'badge', x: cx - size / 2, y, size });
    y += size * (124 / 120) + 56;
    items.push({ kind: 'text', x: cx, y, text: input.rank.name, size: 44, color: C.gold, weight: 800, align: 'center', maxWidth: INNER_W });
    y += 30;
  }
  if (input.nickname) {
    y += 64;
    items.push({ kind: 'text', x: cx, y, text: input.nickname, size: 52, minSize: 32, color: C.text, weight: 800, align: 'center', maxWidth: INNER_W });
  }
  if (input.uid) {
    y += 46;
    items.push({ kind: 'text', x: cx, y, text: input.uid, size: 26, color: C.dim, align: 'center' });
  }
  if (input.stats.length > 0) {
    y += 50;
    const gap = 16;
    const w = (INNER_W - gap * (input.stats.length - 1)) / input.stats.length;
    input.stats.forEach((stat, i) => {
      const x = PAD + i * (w + gap);
      items.push({ kind: 'panel', x, y, w, h: 150 });
      items.push({ kind: 'text', x: x + w / 2, y: y + 80, text: stat.value, size: input.stats.length > 3 ? 38 : 46, color: C.cyan, weight: 800, align: 'center', maxWidth: w - 20 });
      items.push({ kind: 'text', x: x + w / 2, y: y + 122, text: stat.label, size: 22, color: C.dim, align: 'center', maxWidth: w - 20 });
    });
  }
  footer(items, input, input.footnotes);
  return { width: POSTER_W, height: POSTER_H, items };
}
