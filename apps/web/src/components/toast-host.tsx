import { dismissToast, useToast } from '../lib/toast.ts';
import styles from './toast-host.module.css';

export function ToastHost() {
  const toast = useToast();
  return (
    <div className={styles.host} aria-live="polite">
      {toast && (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`} role="status" onClick={dismissToast}>
          {toast.message}
        </div>
      )}
    </div>
  );
}
