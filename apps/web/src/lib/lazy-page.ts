import type { ComponentType } from 'react';
import type { PageLoader } from './hash-router/index.ts';

// SPEC §7 gives chunks a 120 s script time-out. Native import() has none, so a stalled chunk would leave the
// page blank forever; racing a timer turns it into an error the route's error screen can offer to retry.
const CHUNK_TIMEOUT_MS = 120_000;

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): PageLoader {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('chunk load timed out')), CHUNK_TIMEOUT_MS);
    });
    try {
      return pick(await Promise.race([load(), timeout]));
    } finally {
      clearTimeout(timer);
    }
  };
}
