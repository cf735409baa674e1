import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Overlay } from '../../../components/overlay.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useBindRole } from '../api/bind-role.ts';
import styles from './sheet.module.css';
import { CodeForm } from './code-form.tsx';

/** "Add role": binds another role to the logged-in account with its own captcha and mailed code. */
export function BindRoleSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bind = useBindRole();
  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('bind.title')}
      </h2>
      <p className={styles.subtitle}>{t('bind.subtitle')}</p>
      <CodeForm
        submitLabel={t('bind.submit')}
        submittingLabel={t('bind.submitting')}
        onSubmit={async (input) => {
          await bind.mutateAsync(input);
          showToast(t('bind.success'), 'success');
          onClose();
        }}
      />
    </Overlay>
  );
}
