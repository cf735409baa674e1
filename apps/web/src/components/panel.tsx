import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './panel.module.css';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  action?: ReactNode;
  /** React 19 passes a ref as a prop: it reaches the section through the spread (to scroll a panel into view). */
  ref?: Ref<HTMLElement>;
}

/** The framed HUD card every section sits in. */
export function Panel({ title, action, className, children, ...rest }: PanelProps) {
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} {...rest}>
      {(title || action) && (
        <header className={styles.head}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {action}
        </header>
      )}
      {children}
    </section>
  );
}
