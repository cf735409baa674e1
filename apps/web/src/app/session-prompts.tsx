import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocation, useNavigate } from '../lib/hash-router/index.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { BIND_ROLE_HREF, ROUTES } from '../lib/routes.ts';
import { onSessionEvent } from '../lib/session-events.ts';

// Answers the request wrapper's session events: 401 offers the login page, 402 offers to bind a role.
export function SessionPrompts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [prompt, setPrompt] = useState<'login' | 'bind' | null>(null);

  useEffect(() => {
    const offLogin = onSessionEvent('login-required', () => setPrompt('login'));
    const offBind = onSessionEvent('bind-required', () => setPrompt('bind'));
    return () => {
      offLogin();
      offBind();
    };
  }, []);

  const close = () => setPrompt(null);
  if (prompt === 'login' && pathname === ROUTES.login) return null;
  return (
    <>
      <ConfirmDialog
        open={prompt === 'login'}
        title={t('session.loginTitle')}
        body={t('session.loginBody')}
        confirmLabel={t('common.login')}
        cancelLabel={t('session.later')}
        onCancel={close}
        onConfirm={() => {
          close();
          void navigate(ROUTES.login);
        }}
      />
      <ConfirmDialog
        open={prompt === 'bind'}
        title={t('session.bindTitle')}
        body={t('session.bindBody')}
        confirmLabel={t('session.bindNow')}
        cancelLabel={t('session.later')}
        onCancel={close}
        onConfirm={() => {
          close();
          void navigate(BIND_ROLE_HREF);
        }}
      />
    </>
  );
}
