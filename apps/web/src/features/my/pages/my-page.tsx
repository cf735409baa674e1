import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useNavigate } from '../../../lib/hash-router/index.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ChevronIcon, FlagIcon, GlobeIcon, LogoutIcon, MailIcon, PulseIcon, ThemeIcon, UserIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { languageOf } from '../../../lib/locale.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { useLogout } from '../../account/api/logout.ts';
import { RoleAvatar } from '../../account/components/role-avatar.tsx';
import { LanguageSheet } from '../components/language-sheet.tsx';
import { ThemeSheet } from '../components/theme-sheet.tsx';
import { MenuRow } from '../components/menu-row.tsx';
import { LANGUAGE_NAMES } from '../language-names.ts';
import { THEME_LABELS } from '../theme-labels.ts';
import styles from './my-page.module.css';

export function MyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useAppState((s) => s.userInfo);
  const loggedIn = useAppState((s) => s.token !== null);
  const roles = useAppState((s) => s.roleList);
  const selectedId = useAppState((s) => s.selectedRoleId);
  const unread = useAppState((s) => s.unreadCount);
  const language = useAppState(languageOf);
  const themeChoice = useAppState((s) => s.themeChoice);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const logout = useLogout();
  useMyRoles();
  const selected = roles.find((role) => role.uid === selectedId) ?? null;

  const doLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        setConfirmLogout(false);
        showToast(t('my.loggedOut'), 'success');
        void navigate(ROUTES.my, { replace: true });
      },
    });

  return (
    <>
      <NavBar title={t('my.title')} />
      <PageBody>
        {loggedIn ? (
          <Link to={ROUTES.myDetail} className={styles.profile} data-testid="profile-card">
            {selected ? (
              <RoleAvatar uid={selected.uid} nickname={selected.nickname} avatar={selected.avatar} size="7.2rem" />
            ) : (
              <span className={styles.placeholderAvatar}>
                <UserIcon size="3.2rem" />
              </span>
            )}
            <span className={styles.who}>
              <span className={styles.name}>{selected ? selected.nickname : t('my.noRoleSelected')}</span>
              {selected && <span className={styles.meta}>{t('role.uid', { uid: selected.uid })}</span>}
              <span className={styles.meta} data-testid="account-id">
                {t('my.accountId', { id: userInfo?.yfy_uid ?? '—' })}
              </span>
            </span>
            <ChevronIcon size="2rem" className={styles.chevron} />
          </Link>
        ) : (
          <section className={styles.visitor} data-testid="visitor-card">
            <span className={styles.placeholderAvatar}>
              <UserIcon size="3.2rem" />
            </span>
            <h2 className={styles.visitorTitle}>{t('my.visitorTitle')}</h2>
            <p className={styles.visitorBody}>{t('my.visitorBody')}</p>
            <Button block onClick={() => void navigate(ROUTES.login)} data-testid="my-login">
              {t('common.login')}
            </Button>
          </section>
        )}

        <Panel className={styles.menu}>
          {loggedIn && <MenuRow icon={<UserIcon />} label={t('my.profile')} to={ROUTES.myDetail} testId="menu-profile" />}
          {loggedIn && <MenuRow icon={<MailIcon />} label={t('my.inbox')} to={ROUTES.messageCenter} badge={unread} testId="menu-inbox" />}
          {loggedIn && <MenuRow icon={<FlagIcon />} label={t('feedback.entry')} to={ROUTES.feedback} testId="menu-feedback" />}
          <MenuRow
            icon={<GlobeIcon />}
            label={t('my.language')}
            value={LANGUAGE_NAMES[language]}
            onClick={() => setLanguageOpen(true)}
            testId="menu-language"
          />
          <MenuRow
            icon={<ThemeIcon />}
            label={t('my.theme')}
            value={t(THEME_LABELS[themeChoice])}
            onClick={() => setThemeOpen(true)}
            testId="menu-theme"
          />
          <MenuRow icon={<PulseIcon />} label={t('my.status')} to={ROUTES.status} testId="menu-status" />
        </Panel>

        {loggedIn && (
          <Button variant="secondary" block onClick={() => setConfirmLogout(true)} data-testid="logout">
            <LogoutIcon size="1.8rem" /> {t('my.logout')}
          </Button>
        )}
      </PageBody>
      <LanguageSheet open={languageOpen} onClose={() => setLanguageOpen(false)} />
      <ThemeSheet open={themeOpen} onClose={() => setThemeOpen(false)} />
      <ConfirmDialog
        open={confirmLogout}
        title={t('my.logoutConfirmTitle')}
        body={t('my.logoutConfirmBody')}
        confirmLabel={t('my.logout')}
        tone="danger"
        busy={logout.isPending}
        onConfirm={doLogout}
        onCancel={() => setConfirmLogout(false)}
      />
    </>
  );
}
