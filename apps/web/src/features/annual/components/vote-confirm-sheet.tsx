import { useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './vote-confirm-sheet.module.css';

interface VoteConfirmSheetProps {
  open: boolean;
  names: string[];
  busy: boolean;
  /** The server's refusal (already voted, the window closed), in the player's language. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last step before a vote that cannot be changed: the picks, and that they are final. */
export function VoteConfirmSheet({ open, names, busy, error, onConfirm, onCancel }: VoteConfirmSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Overlay open={open} onClose={onCancel} kind="sheet" labelledBy={titleId}>
      <div data-testid="vote-confirm">
        <h2 id={titleId} className={styles.title}>
          {t('lottery.vote.confirmTitle')}
        </h2>
        <ol className={styles.names}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ol>
        <p className={styles.warn}>{t('lottery.vote.confirmBody')}</p>
        {error && (
          <p className={styles.error} role="alert" data-testid="vote-error">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-testid="vote-go">
            {t('lottery.vote.confirm')}
          </Button>
        </div>
      </div>
    </Overlay>
  );
}
