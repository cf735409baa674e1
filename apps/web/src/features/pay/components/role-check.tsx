import type { OfficialCheck } from '@mecha/shared/pay/api';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RoleAvatar } from '../../account/components/role-avatar.tsx';
import { editionLabel } from '../../account/edition-label.ts';
import styles from './role-check.module.css';

/** Who receives the top-up, before any payment: or why this role cannot be topped up, and what to do instead. */
export function RoleCheck({ check }: { check: UseQueryResult<OfficialCheck> }) {
  const { t } = useTranslation();
  if (check.isPending) return <Skeleton height="9.6rem" label={t('pay.role.checking')} />;
  if (check.isError) return <ErrorBlock error={check.error} onRetry={() => void check.refetch()} />;
  const role = check.data;
  const known = role.reason !== 'unknownUid';
  return (
    <section className={styles.card} data-testid="role-check" data-allowed={role.allowed} data-reason={role.reason ?? undefined} aria-live="polite">
      {known && (
        <div className={styles.who}>
          <RoleAvatar uid={role.uid} nickname={role.nickname} avatar={role.avatar} size="4.8rem" />
          <div className={styles.main}>
            <p className={styles.name} data-testid="check-nickname">
              {role.nickname}
            </p>
            <p className={styles.meta}>
              <span>UID {role.uid}</span>
              <span>{t('pay.role.level', { level: role.level })}</span>
              <span>{editionLabel(t, role.edition)}</span>
              <span>{role.region}</span>
            </p>
          </div>
        </div>
      )}
      {role.allowed ? (
        <p className={styles.ok}>{t('pay.role.receives')}</p>
      ) : role.reason ? (
        <div className={styles.refusal} role="alert">
          <p>{t(`pay.refusal.${role.reason}`, { edition: editionLabel(t, role.edition) })}</p>
          <p className={styles.next}>{t(`pay.nextStep.${role.reason}`)}</p>
        </div>
      ) : null}
    </section>
  );
}
