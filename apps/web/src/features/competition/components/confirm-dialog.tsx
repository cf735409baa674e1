import type { ReactElement } from 'react';
import { useTranslation, type TextKey } from '../../../i18n/use-translation.ts';
import { ConfirmDialog as AppConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { ConfirmKind } from '../lib/denials.ts';
import { useDialogFocus } from './denial-dialog.tsx';
import styles from './confirm-dialog.module.css';

// A tournament confirmation (leave the team, remove a member, regenerate or revoke the code, check in, decline an
// invitation) on the app's confirm dialog, its texts from the compDialogs area; the ones that cannot be undone
// are in the danger tone.
export type { ConfirmKind } from '../lib/denials.ts';

export interface ConfirmDialogProps {
  kind: ConfirmKind | null;
  /**
   * Names the dialog mentions: { name } of the member (remove), the team (leave, leaveAsLeader), the stage
   * (checkIn) or the inviting team (reject); leaveAsLeader also takes { partner }, who becomes the leader.
   */
  params?: Record<string, string>;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const DANGER: ReadonlySet<ConfirmKind> = new Set(['leave', 'leaveAsLeader', 'remove', 'revoke', 'reject']);

export function ConfirmDialog({ kind, params = {}, busy, onConfirm, onCancel }: ConfirmDialogProps): ReactElement | null {
  const { t } = useTranslation();
  const focus = useDialogFocus(kind !== null);
  if (!kind) return null;
  const base = `compDialogs.confirm.${kind}`;
  const bodyKey = kind === 'leaveAsLeader' && params.partner ? `${base}.bodyPartner` : `${base}.body`;
  const vars = { name: params.name ?? '', partner: params.partner ?? '' };
  return (
    <AppConfirmDialog
      open
      title={t(`${base}.title` as TextKey)}
      body={
        <div ref={focus} className={styles.body} data-testid="confirm-dialog" data-confirm={kind}>
          {t(bodyKey as TextKey, vars)}
        </div>
      }
      confirmLabel={t(`${base}.confirm` as TextKey)}
      tone={DANGER.has(kind) ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
