import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import type { BattleFilter } from '../record-routes.ts';

// "Every number explains itself" (issue 17): a total on the battle page (its wins, its losses) and a partner's
// "matches together" open the page with the list filtered to the matches behind them. The filter lives in the
// URL like the mode, so back and reload keep it; anything malformed is ignored (the server would refuse it).
export function parseBattleFilter(params: URLSearchParams): BattleFilter {
  const result = params.get('result');
  const partner = params.get('partner');
  return {
    ...(result === 'win' || result === 'loss' ? { result } : {}),
    ...(partner && /^\d{1,20}$/.test(partner) ? { partner } : {}),
  };
}

export const isFiltered = (filter: BattleFilter) => filter.result !== undefined || filter.partner !== undefined;

export function useBattleFilter(): [BattleFilter, () => void] {
  const [params, setParams] = useSearchParams();
  const filter = parseBattleFilter(params);
  const clear = useCallback(
    () =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete('result');
          out.delete('partner');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, clear];
}
