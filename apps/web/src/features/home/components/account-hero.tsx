import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { Button } from '../../../components/button.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { useAppState } from '../../../lib/store.ts';
import { RoleCard } from '../../account/components/role-card.tsx';
import styles from './account-hero.module.css';

interface AccountHeroProps {
  onSwitch: () => void;
  onAdd: () => void;
}

/** The top card: the selected role for a player, a clear way to log in for a visitor. Its card, title, body and call
 * to action are index.html's classes: the shell draws the visitor's card before the app's code (lib/first-screen.ts). */
export function AccountHero({ onSwitch, onAdd }: AccountHeroProps) {
  const { t } = useTranslation();
  const loggedIn = useAppState((s) => s.token !== null);
  const roles = useAppState((s) => s.roleList);
  const selectedId = useAppState((s) => s.selectedRoleId);
  const selected = roles.find((role) => role.uid === selectedId) ?? null;

  if (!loggedIn) {
    return (
      <section className="account-hero account-hero-visitor" data-testid="visitor-hero">
        <h2 className="account-hero-title">{t('home.visitorTitle')}</h2>
        <p className="account-hero-body">{t('home.visitorBody')}</p>
        <Link to={ROUTES.login} className="account-hero-cta" data-testid="login-cta">
          {t('home.visitorCta')}
        </Link>
      </section>
    );
  }

  return (
    <section className="account-hero" data-testid="account-hero">
      <p className={styles.greeting}>{t('home.greeting')}</p>
      {selected ? (
        <RoleCard role={selected} variant="hero" selected />
      ) : (
        <p className="account-hero-body">{t('home.noRoles')}</p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={onSwitch} data-testid="open-switcher">
          {t('home.switchRole')} · {roles.length}
        </Button>
        <Button size="sm" onClick={onAdd} data-testid="open-bind">
          <PlusIcon size="1.5rem" /> {t('home.addRole')}
        </Button>
      </div>
    </section>
  );
}
