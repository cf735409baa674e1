import { useState } from 'react';

/**
 * Whether `value` has been true in any render so far. A sheet whose code loads on demand mounts on its first opening
 * and then stays mounted, so it closes with its animation like every sheet (home's bind sheet, the news page's patch
 * notes, the lottery's address sheet). Set during the render that first sees it true (React's pattern for state
 * derived from earlier renders), so the sheet mounts in that same render pass.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever;
}
