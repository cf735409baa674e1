import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { Overlay } from './overlay.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, tone = 'primary', busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Overlay open={open} onClose={onCancel} kind="dialog" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {body && <div className={styles.body}>{body}</div>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={tone} onClick={onConfirm} loading={busy}>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </div>
    </Overlay>
  );
}
