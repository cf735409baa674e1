import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner.tsx';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm';
  block?: boolean;
  loading?: boolean;
}

export function Button({ variant = 'primary', size = 'md', block, loading, className, children, disabled, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block && styles.block, className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner size="1.1em" />}
      {children}
    </button>
  );
}
