import styles from './spinner.module.css';

export function Spinner({ size = '1.6rem', label }: { size?: string; label?: string }) {
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} role={label ? 'status' : undefined}>
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
