import type { OpsOperator } from '@mecha/shared/ops/console-api';
import type { ReactNode } from 'react';
import { sectionHref, sectionsFor, type OpsSection } from '../lib/ops-routes.ts';
import styles from './shell.module.css';

// The console's frame: the sections the operator's role may use (the rest are not shown at all), who is signed in
// (name, role, editions) with a logout button, and a top bar with the page's title.

export function editionsText(editions: OpsOperator['editions']): string {
  return editions === 'all' ? 'all editions' : editions.join(', ');
}

export function OpsShell({
  operator,
  current,
  title,
  onLogout,
  children,
}: {
  operator: OpsOperator;
  current: OpsSection | null;
  title: string;
  onLogout: () => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.frame} data-testid="ops-shell">
      <a className={styles.skip} href="#ops-main" onClick={(e) => { e.preventDefault(); document.getElementById('ops-main')?.focus(); }}>
        Skip to content
      </a>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>
          Mecha Break
          <small>Operator console</small>
        </p>
        <nav className={styles.nav} aria-label="Console sections" data-testid="ops-nav">
          <ul>
            {sectionsFor(operator.role).map((s) => (
              <li key={s.id}>
                <a className={styles.navLink} href={sectionHref(s.id)} aria-current={s.id === current ? 'page' : undefined} data-testid={`ops-nav-${s.id}`}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who} data-testid="ops-who">
          <div className={styles.whoName}>{operator.name}</div>
          <div className={styles.whoMeta}>
            {operator.role} · {editionsText(operator.editions)}
          </div>
          <button type="button" className={styles.logout} onClick={onLogout} data-testid="ops-logout">
            Log out
          </button>
        </div>
      </aside>
      <div className={styles.main}>
        <header className={styles.topbar}>
          <h1 className={styles.title}>{title}</h1>
          <a className={styles.siteLink} href="#/">
            Open the site
          </a>
        </header>
        <main id="ops-main" className={styles.content} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
