import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { goBack } from '../lib/hash-router/index.ts';
import { ROUTES } from '../lib/routes.ts';
import { BackIcon } from './icons.tsx';
import styles from './nav-bar.module.css';

interface NavBarProps {
  title: ReactNode;
  /** Show a back arrow; goes back in history, or home when the page was opened directly. */
  back?: boolean;
  right?: ReactNode;
  /** `start` puts a brand-style title at the left edge, using the room the missing back arrow leaves. */
  align?: 'center' | 'start';
}

// Every page draws its own top bar (the mini-program's "custom navigation bar"), so a page can put its own
// actions in it and the bar scrolls with nothing.
export function NavBar({ title, back, right, align = 'center' }: NavBarProps) {
  const { t } = useTranslation();
  const goBackHome = () => goBack(ROUTES.home);
  return (
    <header className={styles.bar}>
      {align === 'center' && (
        <div className={styles.side}>
          {back && (
            <button type="button" className={styles.icon} onClick={goBackHome} aria-label={t('common.back')}>
              <BackIcon size="2.2rem" />
            </button>
          )}
        </div>
      )}
      <h1 className={align === 'start' ? `${styles.title} ${styles.start}` : styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}

export function NavIconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.icon} onClick={onClick} aria-label={label} title={label}>
      {children}
    </button>
  );
}
