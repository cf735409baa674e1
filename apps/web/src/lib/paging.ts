// Paging of infinite lists (battle_list, the news feeds: {list, page, size, hasMore}, newest first).

export function nextPageParam(last: { page: number; hasMore: boolean }): number | undefined {
  return last.hasMore ? last.page + 1 : undefined;
}

/**
 * All loaded pages as one list. The sim (and a real game) keeps adding matches while the player scrolls, which
 * pushes older ones onto the next page: the same match can then arrive twice, so later copies are dropped.
 */
export function flattenPages<T extends { Id: string | number }>(pages: readonly { list: readonly T[] }[] | undefined): T[] {
  const seen = new Set<string | number>();
  const out: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.list) {
      if (seen.has(item.Id)) continue;
      seen.add(item.Id);
      out.push(item);
    }
  }
  return out;
}

/** SPEC §2/§9 "reach-bottom distance 50": the next page loads once the end is within this many CSS px. */
export const REACH_BOTTOM_PX = 50;

export function isNearBottom(m: { scrollTop: number; viewportHeight: number; contentHeight: number }, distance = REACH_BOTTOM_PX): boolean {
  return m.contentHeight - (m.scrollTop + m.viewportHeight) <= distance;
}
