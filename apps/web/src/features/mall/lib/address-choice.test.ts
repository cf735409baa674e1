import type { SavedAddress } from '@mecha/shared/mall/api';
import { describe, expect, it } from 'vitest';
import { addressLines, bookIsFull, newestId, preselectedId } from './address-choice.ts';

const at = (id: number, isDefault = false): SavedAddress => ({
  id,
  isDefault,
  name: `P${id}`,
  phone: '91234567',
  postcode: '',
  region: 'HK',
  country: 'HK',
  city: 'Kowloon',
  detail: `${id} Nathan Road`,
  email: '',
});

describe('address picker choice', () => {
  it('preselects the default, else the first, else nothing', () => {
    expect(preselectedId([at(3), at(7, true), at(5)])).toBe(7);
    expect(preselectedId([at(3), at(5)])).toBe(3);
    expect(preselectedId([])).toBeNull();
  });

  it('picks the newest address after a save, wherever the default sorts it', () => {
    expect(newestId([at(2, true), at(9), at(4)])).toBe(9);
    expect(newestId([at(12, true), at(4)])).toBe(12);
    expect(newestId([])).toBeNull();
  });

  it('knows a full book', () => {
    expect(bookIsFull({ list: Array.from({ length: 10 }, (_, i) => at(i)), max: 10 })).toBe(true);
    expect(bookIsFull({ list: [at(1)], max: 10 })).toBe(false);
  });

  it('shows who, then where without empty parts', () => {
    expect(addressLines(at(1), 'Hong Kong')).toEqual(['P1 · 91234567', 'Hong Kong · Kowloon · 1 Nathan Road']);
    expect(addressLines({ ...at(1), region: 'JP', postcode: '100-0001' }, 'Japan')[1]).toBe('Japan · Kowloon · 1 Nathan Road · 100-0001');
  });
});
