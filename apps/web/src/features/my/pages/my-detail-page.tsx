import { MAX_ROLES_PER_ACCOUNT, type BoundRole } from '@mecha/shared/account/schemas';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Navigate } from '../../../lib/hash-router/index.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PlusIcon, TrashIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { useSelectRole } from '../../account/api/select-role.ts';
import { useUnbindRole } from '../../account/api/unbind-role.ts';
import { BindRoleSheet } from '../../account/components/bind-role-sheet.tsx';
import { RoleCard } from '../../account/components/role-card.tsx';
import { editionLabel } from '../../account/edition-label.ts';
import styles from './my-detail-page.module.css';

export function MyDetailPage() {
  const { t } = useTranslation();
  const loggedIn = useAppState((s) => s.token !== null);
  const userInfo = useAppState((s) => s.userInfo);
  const roles = useAppState((s) => s.roleList);
  const selectedId = useAppState((s) => s.selectedRoleId);
  const [binding, setBinding] = useState(false);
  const [unbindTarget, setUnbindTarget] = useState<BoundRole | null>(null);
  const select = useSelectRole();
  const unbind = useUnbindRole();
  useMyRoles();

  if (!loggedIn) return <Navigate to={ROUTES.login} replace />;

  const confirmUnbind = () => {
    if (!unbindTarget) return;
    unbind.mutate(unbindTarget.uid, {
      onSuccess: () => showToast(t('detail.unbound'), 'success'),
      onSettled: () => setUnbindTarget(null),
    });
  };

  return (
    <>
      <NavBar title={t('detail.title')} back />
      <PageBody>
        <Panel title={t('detail.account')}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('detail.accountId')}</dt>
              <dd data-testid="detail-account-id">{userInfo?.yfy_uid ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('detail.edition')}</dt>
              <dd>{userInfo?.domain_game ? editionLabel(t, userInfo.domain_game) : '—'}</dd>
            </div>
          </dl>
        </Panel>
        <Panel
          title={t('detail.roles')}
          action={<span className={styles.count}>{t('detail.rolesCount', { count: roles.length, max: MAX_ROLES_PER_ACCOUNT })}</span>}
        >
          <ul className={styles.roles}>
            {roles.map((role) => {
              const active = role.uid === selectedId;
              return (
                <li key={role.uid} className={active ? `${styles.role} ${styles.active}` : styles.role} data-testid="bound-role" data-uid={role.uid}>
                  <RoleCard role={role} selected={active} />
                  <div className={styles.roleActions}>
                    {!active && (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={select.isPending && select.variables === role.uid}
                        onClick={() => select.mutate(role.uid, { onSuccess: () => showToast(t('detail.selected'), 'success') })}
                      >
                        {t('role.select')}
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" onClick={() => setUnbindTarget(role)} aria-label={`${t('role.unbind')} ${role.nickname}`}>
                      <TrashIcon size="1.6rem" /> {t('role.unbind')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <Button block variant="secondary" onClick={() => setBinding(true)} disabled={roles.length >= MAX_ROLES_PER_ACCOUNT}>
            <PlusIcon size="1.8rem" /> {t('home.addRole')}
          </Button>
        </Panel>
      </PageBody>
      <BindRoleSheet open={binding} onClose={() => setBinding(false)} />
      <ConfirmDialog
        open={unbindTarget !== null}
        title={t('detail.unbindTitle', { name: unbindTarget?.nickname ?? '' })}
        body={t('detail.unbindBody')}
        confirmLabel={t('role.unbind')}
        tone="danger"
        busy={unbind.isPending}
        onConfirm={confirmUnbind}
        onCancel={() => setUnbindTarget(null)}
      />
    </>
  );
}
