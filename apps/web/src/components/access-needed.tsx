import type { ComponentType } from 'react';
import { Link } from '../lib/hash-router/index.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { BIND_ROLE_HREF, ROUTES } from '../lib/routes.ts';
import styles from './access-needed.module.css';

interface AccessNeededProps {
  /** What is missing: a session (log in) or a bound role (an account with none, the server's 402). */
  kind: 'login' | 'bind';
  text: string;
  /** A large icon above the text, tinted by `tone`. */
  Icon?: ComponentType<{ size?: string; className?: string }>;
  tone?: 'cyan' | 'gold';
  testId: string;
}

/** In place of what a visitor or a role-less account cannot see: why, and the one step that opens it. */
export function AccessNeeded({ kind, text, Icon, tone = 'cyan', testId }: AccessNeededProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} data-testid={testId}>
      {Icon && <Icon size="4rem" className={tone === 'gold' ? `${styles.icon} ${styles.gold}` : styles.icon} />}
      <p>{text}</p>
      <Link to={kind === 'login' ? ROUTES.login : BIND_ROLE_HREF} className={styles.cta}>
        {kind === 'login' ? t('common.login') : t('session.bindNow')}
      </Link>
    </div>
  );
}
