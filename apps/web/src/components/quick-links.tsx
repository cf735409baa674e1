import type { ComponentType, ReactNode } from 'react';
import { Link } from '../lib/hash-router/index.ts';
import disc from './icon-disc.module.css';
import styles from './quick-links.module.css';

export interface QuickLink {
  key: string;
  label: string;
  Icon: ComponentType<{ size?: string }>;
  to?: string;
  onClick?: () => void;
  testId?: string;
}

/** A row of big tappable entries to other screens. */
export function QuickLinks({ links }: { links: QuickLink[] }) {
  return (
    <nav className={styles.grid} data-testid="quick-links" style={{ gridTemplateColumns: `repeat(${links.length}, minmax(0, 1fr))` }}>
      {links.map(({ key, label, Icon, to, onClick, testId }) => {
        const inner: ReactNode = (
          <>
            <span className={disc.disc}>
              <Icon size="2.2rem" />
            </span>
            <span className={styles.label}>{label}</span>
          </>
        );
        return to ? (
          <Link key={key} to={to} className={styles.item} data-testid={testId}>
            {inner}
          </Link>
        ) : (
          <button key={key} type="button" className={styles.item} onClick={onClick} data-testid={testId}>
            {inner}
          </button>
        );
      })}
    </nav>
  );
}
