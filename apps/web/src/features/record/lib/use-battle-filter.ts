import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { parseBattleFilter, type BattleFilter } from '@mecha/shared/record/battle-filter';

// "Every number explains itself" (issue 17): a total on the battle page (its wins, its losses) and a partner's
// "matches together" open the page with the list filtered to the matches behind them. The filter lives in the
// URL like the mode, so back and reload keep it; the rule that reads it is the server's (shared battle-filter.ts).

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
