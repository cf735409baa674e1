import { describe, expect, it } from 'vitest';
import { flattenPages, isNearBottom, nextPageParam, REACH_BOTTOM_PX } from './paging.ts';

describe('match list paging', () => {
  it('asks for the next page only while the server says there is more', () => {
    expect(nextPageParam({ page: 1, hasMore: true })).toBe(2);
    expect(nextPageParam({ page: 7, hasMore: true })).toBe(8);
    expect(nextPageParam({ page: 3, hasMore: false })).toBeUndefined();
  });

  it('joins pages in order and drops a match that a newer one pushed onto the next page', () => {
    const pages = [{ list: [{ Id: 'm9' }, { Id: 'm8' }, { Id: 'm7' }] }, { list: [{ Id: 'm7' }, { Id: 'm6' }] }, { list: [] }];
    expect(flattenPages(pages).map((m) => m.Id)).toEqual(['m9', 'm8', 'm7', 'm6']);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('reaches the bottom within the spec distance of 50 px, not before', () => {
    expect(REACH_BOTTOM_PX).toBe(50);
    const base = { viewportHeight: 800, contentHeight: 2000 };
    expect(isNearBottom({ ...base, scrollTop: 1149 })).toBe(false);
    expect(isNearBottom({ ...base, scrollTop: 1150 })).toBe(true);
    expect(isNearBottom({ ...base, scrollTop: 1200 })).toBe(true);
    // A page shorter than the screen is already at its bottom.
    expect(isNearBottom({ scrollTop: 0, viewportHeight: 800, contentHeight: 500 })).toBe(true);
  });
});
