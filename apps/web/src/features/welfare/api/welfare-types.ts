import type { Pack } from '@mecha/shared/welfare/api';

// Shapes of /api/welfare/tasks and /api/welfare/redeem. @mecha/shared declares the packs; these two answers are
// not in its schemas yet, so they are written down here from the server's services.
export interface PackItem {
  Id: string;
  Name: string;
  Qty: number;
}

export interface SigninDay {
  Day: number;
  Title: string;
  Items: PackItem[];
  Signed: boolean;
}

export interface SigninStrip {
  /** How many of the seven days are signed. */
  Signed: number;
  Today: 'claimable' | 'signed' | 'complete';
  days: SigninDay[];
}

export interface WeeklyReward {
  Title: string;
  WeekStart: number;
  WeekEnd: number;
  /** When last week's reward can be claimed (Monday 05:00 business time), unix seconds. */
  OpensAt: number;
  NextOpensAt: number;
  Games: number;
  Needed: number;
  State: 'claimable' | 'claimed' | 'unfinished';
}

export interface WelfareTasks {
  signin: SigninStrip;
  weekly: WeeklyReward;
}

export interface RedeemResult {
  Batch: string;
  /** The campaign's title in every language it was written in. */
  Title: Record<string, string>;
}

export type { Pack };
