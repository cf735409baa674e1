import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './overlay.module.css';

interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** `sheet` slides up from the bottom (forms, pickers); `dialog` sits centred (confirmations, prompts). */
  kind: 'sheet' | 'dialog';
  labelledBy: string;
  children: ReactNode;
}

// The shared modal frame: a backdrop within the phone column, Escape and backdrop tap to close, and the page
// behind kept from scrolling.
export function Overlay({ open, onClose, kind, labelledBy, children }: OverlayProps) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        className={kind === 'sheet' ? styles.sheet : styles.dialog}
        onClick={(event) => event.stopPropagation()}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
