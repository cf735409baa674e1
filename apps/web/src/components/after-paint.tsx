import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/after-next-paint.ts';

/**
 * Renders `fallback` first and `children` once the browser has painted that (the next task after the next frame).
 * For what sits below a page's first screen: the part above it (the battle page's ladder score, its largest paint)
 * reaches the screen without waiting for the rest's render, which on a phone's CPU is a long task of its own
 * (docs/decisions/0205-web-first-reads-first.md).
 */
export function AfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted ? children : fallback;
}
