import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { BIND_ROLE_HREF, ROUTES } from '../../../lib/routes.ts';
import styles from './access-needed.module.css';

/** In place of a record: log in (visitor) or bind a role (an account with none, the server's 402). */
export function AccessNeeded({ kind, text }: { kind: 'login' | 'bind'; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} data-testid={kind === 'login' ? 'login-needed' : 'bind-needed'}>
      <p>{text ?? (kind === 'login' ? t('record.access.login') : t('record.access.bind'))}</p>
      <Link to={kind === 'login' ? ROUTES.login : BIND_ROLE_HREF} className={styles.cta}>
        {kind === 'login' ? t('common.login') : t('session.bindNow')}
      </Link>
    </div>
  );
}
