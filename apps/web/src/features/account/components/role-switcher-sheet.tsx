import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/button.tsx';
import { CheckIcon, PlusIcon } from '../../../components/icons.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSelectRole } from '../api/select-role.ts';
import { RoleCard } from './role-card.tsx';
import styles from './sheet.module.css';

/** "Switch role": every bound role, tap one to make it the selected role; or add another. */
export function RoleSwitcherSheet({ open, onClose, onAddRole }: { open: boolean; onClose: () => void; onAddRole: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const roles = useAppState((s) => s.roleList);
  const selectedId = useAppState((s) => s.selectedRoleId);
  const select = useSelectRole();

  const choose = (uid: string, nickname: string) => {
    if (uid === selectedId) return onClose();
    select.mutate(uid, {
      onSuccess: () => {
        showToast(t('home.roleSwitched', { name: nickname }), 'success');
        onClose();
      },
    });
  };

  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('home.myRoles')}
      </h2>
      <p className={styles.subtitle}>{roles.length === 0 ? t('home.noRoles') : t('home.currentRole')}</p>
      <ul className={styles.list}>
        {roles.map((role) => {
          const active = role.uid === selectedId;
          return (
            <li key={role.uid}>
              <button
                type="button"
                className={styles.item}
                aria-pressed={active}
                disabled={select.isPending}
                onClick={() => choose(role.uid, role.nickname)}
                data-testid="switch-role"
                data-uid={role.uid}
              >
                <RoleCard role={role} selected={active} action={active ? <CheckIcon size="2rem" color="var(--cyan)" /> : null} />
              </button>
            </li>
          );
        })}
      </ul>
      <Button block variant="secondary" onClick={onAddRole}>
        <PlusIcon size="1.8rem" /> {t('home.addRole')}
      </Button>
    </Overlay>
  );
}
