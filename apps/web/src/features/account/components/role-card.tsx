import type { PublicRole } from '@mecha/shared/account/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { editionLabel } from '../edition-label.ts';
import { RoleAvatar } from './role-avatar.tsx';
import styles from './role-card.module.css';

interface RoleCardProps {
  role: PublicRole;
  /** `hero` for the page's main role, `row` inside lists. */
  variant?: 'hero' | 'row';
  selected?: boolean;
  action?: ReactNode;
}

export function RoleCard({ role, variant = 'row', selected, action }: RoleCardProps) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.card} ${styles[variant]}`} data-testid="role-card" data-uid={role.uid}>
      <RoleAvatar uid={role.uid} nickname={role.nickname} avatar={role.avatar} size={variant === 'hero' ? '7.2rem' : '5.2rem'} />
      <div className={styles.info}>
        <div className={styles.nameLine}>
          <span className={styles.name}>{role.nickname}</span>
          <span className={styles.level}>{t('role.level', { level: role.level })}</span>
          {selected && <span className={styles.selected}>{t('role.selected')}</span>}
        </div>
        <div className={styles.meta}>
          <span className={styles.uid}>{t('role.uid', { uid: role.uid })}</span>
        </div>
        <div className={styles.tags}>
          <span className={styles.tag}>{editionLabel(t, role.edition)}</span>
          <span className={styles.tag}>{role.region}</span>
        </div>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
