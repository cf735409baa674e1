import type { ReactNode } from 'react';
import styles from './page.module.css';

/** A page body below its nav bar; leaves room for the tab bar when the layout shows one. */
export function PageBody({ children }: { children: ReactNode }) {
  return <main className={styles.body}>{children}</main>;
}
