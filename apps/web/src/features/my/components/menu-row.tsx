import type { ReactNode } from 'react';
import { Link } from '../../../lib/hash-router/index.ts';
import { ChevronIcon } from '../../../components/icons.tsx';
import styles from './menu-row.module.css';

interface MenuRowProps {
  icon: ReactNode;
  label: string;
  value?: ReactNode;
  to?: string;
  onClick?: () => void;
  badge?: number;
  testId?: string;
}

/** A settings-style row: a link when it has `to`, a button otherwise. */
export function MenuRow({ icon, label, value, to, onClick, badge, testId }: MenuRowProps) {
  const inner = (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
      {badge ? <span className={styles.badge}>{badge > 99 ? '99+' : badge}</span> : null}
      {value && <span className={styles.value}>{value}</span>}
      <ChevronIcon size="1.6rem" className={styles.chevron} />
    </>
  );
  return to ? (
    <Link to={to} className={styles.row} data-testid={testId}>
      {inner}
    </Link>
  ) : (
    <button type="button" className={styles.row} onClick={onClick} data-testid={testId}>
      {inner}
    </button>
  );
}
