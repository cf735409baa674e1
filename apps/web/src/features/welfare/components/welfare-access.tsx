import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { GiftIcon } from '../../../components/icons.tsx';
import { BIND_ROLE_HREF, ROUTES } from '../../../lib/routes.ts';
import styles from './welfare-access.module.css';

/** In place of the rewards: log in (a visitor) or bind a role (an account with none, the server's 402). */
export function WelfareAccess({ kind }: { kind: 'login' | 'bind' }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} data-testid={kind === 'login' ? 'welfare-login' : 'welfare-bind'}>
      <GiftIcon size="4rem" className={styles.icon} />
      <p>{kind === 'login' ? t('welfare.loginNeeded') : t('welfare.bindNeeded')}</p>
      <Link to={kind === 'login' ? ROUTES.login : BIND_ROLE_HREF} className={styles.cta}>
        {kind === 'login' ? t('common.login') : t('session.bindNow')}
      </Link>
    </div>
  );
}
