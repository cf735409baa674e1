import type { DuoScope } from '@mecha/shared/record/duo-rules';
import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/hash-router/index.ts';

// The partners page's scope lives in its URL (`?scope=all`), so coming back from a partner's card or a match
// lands on the list that was open. A season is the default, as on the server.
export function useDuoScopeParam(): [DuoScope, (scope: DuoScope) => void] {
  const [params, setParams] = useSearchParams();
  const scope: DuoScope = params.get('scope') === 'all' ? 'all' : 'season';
  const setScope = useCallback(
    (next: DuoScope) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next === 'all') out.set('scope', 'all');
          else out.delete('scope');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [scope, setScope];
}
