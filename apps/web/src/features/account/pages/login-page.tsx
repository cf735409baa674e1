import { useTranslation } from '../../../i18n/use-translation.ts';
import { Navigate, useNavigate, useSearchParams } from '../../../lib/hash-router/index.ts';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { myRolesQuery } from '../api/get-my-roles.ts';
import { useLogin } from '../api/login.ts';
import { CodeForm } from '../components/code-form.tsx';
import { safeBack } from '../lib/safe-back.ts';
import styles from './login-page.module.css';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useAppState((s) => s.token !== null);
  const login = useLogin();
  // A page that sent the player here to log in (`?back=`) gets them back; otherwise home.
  const [params] = useSearchParams();
  const back = safeBack(params.get('back'), ROUTES.home);

  // Reached while logged in (a stale link or the back button): the place to be is where they were going.
  if (loggedIn && !login.isSuccess) return <Navigate to={back} replace />;

  return (
    <>
      <NavBar title={t('login.title')} back />
      <PageBody>
        <div className={styles.hero}>
          <p className={styles.kicker}>{t('common.appName')}</p>
          <h2 className={styles.heading}>{t('login.heading')}</h2>
          <p className={styles.subtitle}>{t('login.subtitle')}</p>
        </div>
        <Panel>
          <CodeForm
            submitLabel={t('login.submit')}
            submittingLabel={t('login.submitting')}
            onSubmit={async (input) => {
              await login.mutateAsync(input);
              // Home shows the role card at once instead of waiting for its own fetch.
              await queryClient.fetchQuery(myRolesQuery()).catch(() => undefined);
              showToast(t('login.welcome'), 'success');
              void navigate(back, { replace: true });
            }}
          />
        </Panel>
        <p className={styles.footnote}>{t('login.firstLoginNote')}</p>
      </PageBody>
    </>
  );
}
