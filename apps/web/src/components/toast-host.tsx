import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { dismissToast, useToast } from '../lib/toast.ts';
import styles from './toast-host.module.css';

const FIELD = 'input, textarea, select, [contenteditable="true"]';

/**
 * Where a toast may go without hiding the field the player is typing into: just under the navigation bar, or,
 * when the focused field sits there (a search box), at the bottom of what is visible (above an open keyboard).
 */
function placeAwayFromFocus(toast: HTMLElement): CSSProperties | null {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || !field.matches(FIELD)) return null;
  const a = toast.getBoundingClientRect();
  const b = field.getBoundingClientRect();
  const overlaps = a.bottom > b.top && b.bottom > a.top && a.right > b.left && b.right > a.left;
  if (!overlaps) return null;
  const view = window.visualViewport;
  return { top: `${view ? view.offsetTop + view.height : window.innerHeight}px`, transform: 'translate(-50%, calc(-100% - 1.6rem))' };
}

// Toasts sit at the top, under the navigation bar, never over the middle of a form (docs/decisions/0155).
export function ToastHost() {
  const toast = useToast();
  const box = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState<{ id: number; style: CSSProperties } | null>(null);

  useLayoutEffect(() => {
    if (!toast || !box.current) return;
    const style = placeAwayFromFocus(box.current);
    setMoved(style ? { id: toast.id, style } : null);
  }, [toast]);

  const style = toast && moved?.id === toast.id ? moved.style : undefined;
  return (
    <div className={styles.host} style={style} aria-live="polite" data-testid="toast-host" data-place={style ? 'bottom' : 'top'}>
      {toast && (
        <div ref={box} key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`} role="status" onClick={dismissToast}>
          {toast.message}
        </div>
      )}
    </div>
  );
}
