import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { MailIcon } from '../../../components/icons.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import styles from './login-needed.module.css';

/** A visitor has no inbox and cannot send feedback that gets an answer: log in first. */
export function LoginNeeded({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} data-testid="inbox-login">
      <MailIcon size="4rem" className={styles.icon} />
      <p>{text}</p>
      <Link to={ROUTES.login} className={styles.cta}>
        {t('common.login')}
      </Link>
    </div>
  );
}
