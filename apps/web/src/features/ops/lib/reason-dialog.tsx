import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { errorMessage } from './format.ts';
import styles from './dialog.module.css';
import ui from './ui.module.css';

export interface ReasonDialogProps {
  title: string;
  /** What will change, one line each: the operator reads it before confirming. */
  changes: readonly string[];
  confirmLabel: string;
  /** A reason is asked for (and required) when set; it goes into the audit log. */
  reasonLabel?: string;
  reasonMax?: number;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}

// The console's one confirm step (decision 0172): a native <dialog> (focus trap, Escape, backdrop) listing what will
// change, with a mandatory reason where the server wants one (money, points, stock, suspensions). The server's
// refusal shows inside, so the operator can correct and retry.
export function ReasonDialog({ title, changes, confirmLabel, reasonLabel, reasonMax = 200, danger, onConfirm, onClose, testId }: ReasonDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const reasonId = useId();
  const hintId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  const trimmed = reason.trim();
  const ready = !busy && (!reasonLabel || trimmed.length > 0);
  async function submit(event: FormEvent) {
    event.preventDefault();
    // React bubbles a submit through the component tree, portal or not: an edit form around the dialog's owner
    // must not take the dialog's confirm for its own submit.
    event.stopPropagation();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(trimmed);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  // In document.body: a dialog opened from inside an edit form would otherwise be a form nested in a form, which
  // HTML does not allow (the browser drops the inner form and a confirm reloaded the page).
  return createPortal(
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onCancel={(e) => (busy ? e.preventDefault() : onClose())} data-testid={testId}>
      <form onSubmit={submit} className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.changes} data-testid="confirm-changes">
          {changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {reasonLabel && (
          <>
            <label className={ui.field} htmlFor={reasonId}>
              {reasonLabel}
              <textarea
                id={reasonId}
                className={ui.input}
                rows={3}
                maxLength={reasonMax}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-describedby={hintId}
                data-testid="confirm-reason"
                required
                autoFocus
              />
            </label>
            <span id={hintId} className={styles.counter}>
              {reason.length} / {reasonMax}
            </span>
          </>
        )}
        {error && (
          <p className={ui.error} role="alert" data-testid="confirm-error">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={ui.secondary} onClick={onClose} disabled={busy}>
            Back
          </button>
          <button type="submit" className={danger ? ui.danger : ui.button} disabled={!ready} data-testid="confirm-ok">
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
