import { describe, expect, it } from 'vitest';
import type { OpsProduct } from '@mecha/shared/mall/ops-api';
import { emptyProductForm, formFromProduct, productBody, productProblems, saleState, stockAfter, stockBody, toggledBody } from './product-model.ts';
import { toLocalInput } from '../lib/format.ts';

const product: OpsProduct = {
  id: 'gundam', categoryId: 'figures', names: { en: 'Mecha figure', ja: 'メカ' }, descriptions: { en: 'A figure.' }, pictures: ['/mall/g.svg', 'https://cdn.example/g.png'],
  points: 300, stock: 3, stockTotal: 5, sold: 2, regions: ['CN', 'HK'], editions: ['cn'], limit: { count: 2, period: 'month' }, style: 'race',
  onSaleAt: 1_900_000_000, entryEndsAt: null, sort: 4, active: true, drawState: 'pending', drawnAt: null, drawSeed: null, drawWinners: null, entrants: 0,
};

describe('catalogue form model', () => {
  it('turns the form into the server body: empty languages left out, numbers parsed, a race has no entry end', () => {
    const f = { ...emptyProductForm(['cn', 'hk'], 'figures'), id: ' new-one ', names: { 'zh-CN': '手办', 'zh-HK': '', en: ' Figure ', ja: '' }, points: '250', stock: '3', limitCount: '1', entryEndsAt: '2030-01-01T10:00' };
    expect(productBody(f)).toMatchObject({ id: 'new-one', categoryId: 'figures', names: { 'zh-CN': '手办', en: 'Figure' }, descriptions: {}, points: 250, stock: 3, limit: { count: 1, period: 'ever' }, entryEndsAt: null, editions: ['cn', 'hk'], active: true });
    expect(productProblems(f)).toEqual([]);
  });

  it('lists what the form can see is wrong before sending', () => {
    const f = { ...emptyProductForm([]), id: 'Bad Id', points: '0', stock: '-1', regions: [], style: 'draw' as const, limitCount: 'x' };
    expect(productProblems(f)).toEqual([
      'Id: 1–40 of a–z, 0–9 and -.', 'Choose a category.', 'A name in at least one language.', 'Points: a whole number of at least 1.', 'Stock: a whole number, 0 or more.',
      'Limit: a whole number of at least 1, or empty.', 'At least one shipping region.', 'At least one edition.', 'A draw needs an entry start and a later entry end.',
    ]);
  });

  it('round-trips a product through the form and switches it on/off without moving its times', () => {
    const f = formFromProduct(product);
    expect(f.pictures).toBe('/mall/g.svg\nhttps://cdn.example/g.png');
    expect(f.onSaleAt).toBe(toLocalInput(1_900_000_000));
    expect(productBody(f)).toMatchObject({ id: 'gundam', names: { en: 'Mecha figure', ja: 'メカ' }, pictures: ['/mall/g.svg', 'https://cdn.example/g.png'], limit: { count: 2, period: 'month' }, sort: 4 });
    expect(toggledBody(product)).toMatchObject({ active: false, onSaleAt: 1_900_000_000, entryEndsAt: null });
  });

  it('computes the stock after a set or an add, refusing below zero and non-numbers', () => {
    expect(stockAfter(3, 'set', '0')).toBe(0);
    expect(stockAfter(3, 'add', '+5')).toBeNull(); // a sign is typed as -, or nothing
    expect(stockAfter(3, 'add', '5')).toBe(8);
    expect(stockAfter(3, 'add', '-3')).toBe(0);
    expect(stockAfter(3, 'add', '-4')).toBeNull();
    expect(stockAfter(3, 'add', '0')).toBeNull();
    expect(stockAfter(3, 'set', '1.5')).toBeNull();
    expect(stockAfter(3, 'set', '')).toBeNull();
    expect(stockBody('g', 'set', '0', 'recall')).toEqual({ productId: 'g', set: 0, reason: 'recall' });
    expect(stockBody('g', 'add', '-2', 'damaged')).toEqual({ productId: 'g', delta: -2, reason: 'damaged' });
  });

  it('names the state the mall shows', () => {
    expect(saleState(product, 1_800_000_000)).toBe('Upcoming');
    expect(saleState(product, 2_000_000_000)).toBe('On sale');
    expect(saleState({ ...product, stock: 0 }, 2_000_000_000)).toBe('Sold out');
    expect(saleState({ ...product, active: false }, 2_000_000_000)).toBe('Off');
    const draw = { ...product, style: 'draw' as const, entryEndsAt: 1_950_000_000 };
    expect(saleState(draw, 1_920_000_000)).toBe('Entries open');
    expect(saleState(draw, 2_000_000_000)).toBe('Entries closed');
    expect(saleState({ ...draw, drawState: 'drawn', drawWinners: 1 }, 2_000_000_000)).toBe('Drawn');
  });
});
