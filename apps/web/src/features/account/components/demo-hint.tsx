import { useTranslation } from '../../../i18n/use-translation.ts';
import { useAppState } from '../../../lib/store.ts';
import { useLatestSimCode } from '../api/get-sim-mail.ts';
import { useSimRoles } from '../api/get-sim-roles.ts';
import styles from './demo-hint.module.css';

interface DemoHintProps {
  /** The UID a code was last sent to, and when (unix ms). */
  sent: { uid: string; at: number } | null;
  onPickUid: (uid: string) => void;
  onPickCode: (code: string) => void;
}

// Only with the simulated game (GAME_GATEWAY=sim): sample UIDs to log in as, and the code the simulated game
// just mailed, so a tester can finish a login without a game client. Hidden entirely in production mode.
export function DemoHint({ sent, onPickUid, onPickCode }: DemoHintProps) {
  const { t } = useTranslation();
  const isSim = useAppState((s) => s.gateway === 'sim');
  const roles = useSimRoles(isSim);
  const code = useLatestSimCode(isSim && sent ? sent.uid : null, isSim && sent ? sent.at : null);
  if (!isSim) return null;

  return (
    <aside className={styles.hint} data-testid="demo-hint">
      <div className={styles.head}>
        <span className={styles.badge}>{t('demo.badge')}</span>
        <span>{t('demo.title')}</span>
      </div>
      {roles.data && roles.data.list.length > 0 && (
        <div className={styles.row}>
          <span className={styles.label}>{t('demo.samples')}</span>
          <div className={styles.chips}>
            {roles.data.list.map((role) => (
              <button key={role.uid} type="button" className={styles.chip} onClick={() => onPickUid(role.uid)} data-testid="demo-uid">
                {role.uid}
              </button>
            ))}
          </div>
        </div>
      )}
      {sent && (
        <div className={styles.row}>
          <span className={styles.label}>{t('demo.mailed', { uid: sent.uid })}</span>
          {code ? (
            <button type="button" className={styles.code} onClick={() => onPickCode(code)} data-testid="demo-code">
              {code}
            </button>
          ) : (
            <span className={styles.waiting}>{t('demo.waiting')}</span>
          )}
        </div>
      )}
    </aside>
  );
}
