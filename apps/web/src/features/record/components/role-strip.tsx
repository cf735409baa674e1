import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { ChevronIcon } from '../../../components/icons.tsx';
import { useAppState } from '../../../lib/store.ts';
import { RoleAvatar } from '../../account/components/role-avatar.tsx';
import { RECORD_ROUTES } from '../record-routes.ts';
import styles from './role-strip.module.css';

/** Whose record this is: the selected role, a tap away from its profile (role info). */
export function RoleStrip() {
  const { t } = useTranslation();
  const roles = useAppState((s) => s.roleList);
  const selectedId = useAppState((s) => s.selectedRoleId);
  const role = roles.find((r) => r.uid === selectedId);
  if (!role) return null;
  return (
    <Link to={RECORD_ROUTES.roleInfo} className={styles.strip} data-testid="role-strip" data-uid={role.uid}>
      <RoleAvatar uid={role.uid} nickname={role.nickname} avatar={role.avatar} size="3.8rem" />
      <span className={styles.who}>
        <span className={styles.name}>{role.nickname}</span>
        <span className={styles.meta}>
          {t('role.uid', { uid: role.uid })} · {role.region}
        </span>
      </span>
      <span className={styles.more}>
        {t('record.roleInfo.title')}
        <ChevronIcon size="1.4rem" />
      </span>
    </Link>
  );
}
