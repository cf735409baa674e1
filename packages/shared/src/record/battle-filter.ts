import { isUid } from '../game/uid.ts';

// Which of the role's matches the battle list shows (issue 17, decision 0059): a total's wins or losses, or the
// matches beside one 2v2 partner. The server's schema (`battleListQuery`) and the app's URL read the same rule;
// kept apart from zod so the battle page can read it without the schemas.
export const BATTLE_RESULTS = ['win', 'loss'] as const;
export type BattleResult = (typeof BATTLE_RESULTS)[number];

export interface BattleFilter {
  result?: BattleResult | undefined;
  partner?: string | undefined;
}

const isResult = (value: string | null): value is BattleResult => (BATTLE_RESULTS as readonly (string | null)[]).includes(value);

/** The filter in a URL's parameters; a malformed value is left out (the server would refuse it). */
export function parseBattleFilter(params: URLSearchParams): BattleFilter {
  const result = params.get('result');
  const partner = params.get('partner');
  return {
    ...(isResult(result) ? { result } : {}),
    ...(partner !== null && isUid(partner) ? { partner } : {}),
  };
}
