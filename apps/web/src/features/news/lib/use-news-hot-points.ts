import { EDITIONS } from '@mecha/shared/editions';
import { useEffect } from 'react';
import { useAfterFirstReads } from '../../../lib/after-first-reads.ts';
import { editionOf } from '../../../lib/locale.ts';
import { appStore, useAppState } from '../../../lib/store.ts';
import { useBalanceNew } from '../api/get-balance-new.ts';
import { useHotRankList } from '../api/get-hot-rank-list.ts';
import { balanceIsHot, markBalanceSeen, markRankingsOpened, rateIsHot, readBalanceSeen, readRankingsDay } from './hot-points.ts';
import { DEFAULT_SELECTION } from './ranking-params.ts';

// Which server values the dots were raised for in this visit. Clearing a dot (the tab bar does, on a tap)
// acknowledges that value, so the dot does not come back on the next visit for the same news.
let raisedBalance: number | null = null;
let raisedRate = false;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const businessZone = () => EDITIONS[editionOf(appStore.get())].timeZone;

appStore.subscribe(() => {
  const { hotBalance, hotRate } = appStore.get();
  if (!hotBalance && raisedBalance !== null) {
    markBalanceSeen(raisedBalance);
    raisedBalance = null;
  }
  if (!hotRate && raisedRate) {
    markRankingsOpened(nowSeconds(), businessZone());
    raisedRate = false;
  }
});

/** The player looked at the newest balance change (its article, or the balance list). */
export function acknowledgeBalance(latestId: number | null): void {
  if (latestId !== null) markBalanceSeen(latestId);
  raisedBalance = null;
  appStore.set({ hotBalance: false });
}

/** The player opened the character rankings. */
export function acknowledgeRankings(): void {
  markRankingsOpened(nowSeconds(), businessZone());
  raisedRate = false;
  appStore.set({ hotRate: false });
}

/** Raises the news tab's dots (SPEC §2) from balance-adjustment/new and the rankings' update day; app-wide. */
export function useNewsHotPoints(): void {
  const edition = useAppState(editionOf);
  // The dots can wait for the page the player opened (lib/after-first-reads.ts).
  const enabled = useAfterFirstReads();
  const balance = useBalanceNew(enabled).data;
  const rates = useHotRankList(DEFAULT_SELECTION, enabled).data;
  const latestId = balance?.LatestId ?? null;
  const updatedAt = rates?.UpdatedAt ?? null;

  useEffect(() => {
    if (latestId === null || latestId === raisedBalance || !balanceIsHot(latestId, readBalanceSeen())) return;
    raisedBalance = latestId;
    appStore.set({ hotBalance: true });
  }, [latestId]);

  useEffect(() => {
    if (updatedAt === null || raisedRate || !rateIsHot(updatedAt, readRankingsDay(), EDITIONS[edition].timeZone)) return;
    raisedRate = true;
    appStore.set({ hotRate: true });
  }, [updatedAt, edition]);
}
