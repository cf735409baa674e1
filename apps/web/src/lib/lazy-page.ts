import type { ComponentType } from 'react';

// SPEC §7 gives chunks a 120 s script time-out. Native import() has none, so a stalled chunk would leave the
// page blank forever; racing a timer turns it into an error the route's error screen can offer to retry.
const CHUNK_TIMEOUT_MS = 120_000;

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('chunk load timed out')), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: pick(module) };
    } finally {
      clearTimeout(timer);
    }
  };
}
