import type { Mode } from '@mecha/shared/record/ingest';
import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/hash-router/index.ts';

// The mode lives in the page URL (`?mode=T2`), so coming back from a match detail, a reload or a shared link
// lands on the mode that was open. 1v1 (T1) is the default, as on the server.
export function parseMode(value: string | null): Mode {
  return value === 'T2' ? 'T2' : 'T1';
}

export function useModeParam(): [Mode, (mode: Mode) => void] {
  const [params, setParams] = useSearchParams();
  const mode = parseMode(params.get('mode'));
  const setMode = useCallback(
    (next: Mode) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set('mode', next);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [mode, setMode];
}
