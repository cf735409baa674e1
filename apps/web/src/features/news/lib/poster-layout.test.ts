import { describe, expect, it } from 'vitest';
import { layoutRankingPoster, layoutRecordPoster, POSTER_H, POSTER_W, topByWinRate, type PosterItem, type RateRow } from './poster-layout.ts';

const rate = (Id: string, WinRate: number, LowSample = false, Games = 100): RateRow => ({ Id, WinRate, Games, PickRate: 0.1, BanRate: 0.05, LowSample });
const common = { brand: 'MECHA DUEL', appName: 'App', title: 'Rankings', subtitle: '1v1 · All tiers · 7 days', scan: 'Scan', link: 'https://x.example/#/pages/share/index/index?type=ranking', host: 'x.example' };
const texts = (items: PosterItem[]) => items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
const inside = (item: PosterItem) => {
  const box =
    item.kind === 'hex' ? { x: item.cx - item.r, y: item.cy - item.r, w: item.r * 2, h: item.r * 2 } : item.kind === 'text' ? { x: item.x, y: item.y, w: 0, h: 0 } : { x: item.x, y: item.y, w: 'w' in item ? item.w : item.size, h: 'h' in item ? item.h : item.size };
  return box.x >= 0 && box.y >= 0 && box.x + box.w <= POSTER_W && box.y + box.h <= POSTER_H;
};

describe('poster layout', () => {
  it('ranks mechs by win rate, trusted samples before low ones', () => {
    const list = [rate('c01', 0.51), rate('c02', 0.72, true, 8), rate('c03', 0.55), rate('c04', 0.55, false, 300), rate('c05', 0.49)];
    expect(topByWinRate(list, 4).map((r) => r.Id)).toEqual(['c04', 'c03', 'c01', 'c05']);
    expect(topByWinRate(list, 9).at(-1)!.Id).toBe('c02');
  });

  it('a ranking poster draws one row per mech, a QR code of the share link, all within the page', () => {
    const rows = ['c01', 'c02', 'c03', 'c04', 'c05'].map((id, i) => ({ id, name: `Mech ${i}`, cls: 'assault' as const, winRate: '55.0%', share: 0.55, detail: 'Pick 10%', sample: '100 games', lowSample: false }));
    const layout = layoutRankingPoster({ ...common, rows, footnotes: ['2,888 matches'] });
    expect(layout.items.filter((i) => i.kind === 'hex')).toHaveLength(5);
    const qr = layout.items.filter((i) => i.kind === 'qr');
    expect(qr).toEqual([expect.objectContaining({ text: common.link })]);
    expect(texts(layout.items)).toEqual(expect.arrayContaining(['Rankings', '1v1 · All tiers · 7 days', 'Mech 0', '2,888 matches', 'x.example']));
    for (const item of layout.items) expect(inside(item), JSON.stringify(item)).toBe(true);
    // Rows never run into the footer.
    const lastRow = layout.items.filter((i) => i.kind === 'panel').at(-2)!;
    const footer = layout.items.filter((i) => i.kind === 'panel').at(-1)!;
    expect(lastRow.kind === 'panel' && footer.kind === 'panel' && lastRow.y + lastRow.h < footer.y).toBe(true);
  });

  it('a record poster shows only the chosen fields', () => {
    const full = layoutRecordPoster({ ...common, rank: { name: 'Supreme Star II' }, nickname: 'Aki', uid: 'UID 100234', stats: [{ label: 'Score', value: '4,210' }, { label: 'Win rate', value: '56.1%' }], footnotes: [] });
    expect(full.items.some((i) => i.kind === 'badge')).toBe(true);
    expect(texts(full.items)).toEqual(expect.arrayContaining(['Supreme Star II', 'Aki', 'UID 100234', '4,210', '56.1%']));
    for (const item of full.items) expect(inside(item), JSON.stringify(item)).toBe(true);

    const bare = layoutRecordPoster({ ...common, stats: [{ label: 'Win rate', value: '56.1%' }], footnotes: [] });
    expect(bare.items.some((i) => i.kind === 'badge')).toBe(false);
    expect(texts(bare.items).join(' ')).not.toMatch(/Aki|100234|4,210/);
  });
});
