import type { IncidentView } from '@mecha/shared/status/api';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import styles from './incident-list.module.css';

const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Open incidents, then those resolved in the last 7 days, as the server orders them; a line when there are none. */
export function IncidentList({ incidents }: { incidents: readonly IncidentView[] }) {
  const { t, language } = useTranslation();
  if (incidents.length === 0) {
    return (
      <p className={styles.none} data-testid="status-no-incidents">
        {t('status.incidents.none')}
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {incidents.map((incident) => {
        const open = incident.resolvedAt === null;
        return (
          <li key={incident.id} className={styles.item} data-testid="status-incident" data-id={incident.id} data-severity={incident.severity} data-open={open}>
            <div className={styles.tags}>
              <span className={`${styles.severity} ${styles[incident.severity]}`}>{t(`status.incidents.severity.${incident.severity}`)}</span>
              <span className={open ? styles.open : styles.resolved}>{open ? t('status.incidents.open') : t('status.incidents.resolved')}</span>
            </div>
            <h3 className={styles.title}>{incident.title}</h3>
            {incident.body && <p className={styles.body}>{incident.body}</p>}
            <p className={styles.times}>
              <time dateTime={incident.startedAt}>{t('status.incidents.startedAt', { time: formatWhen(language, unix(incident.startedAt)) })}</time>
              {incident.resolvedAt !== null && (
                <time dateTime={incident.resolvedAt}>{t('status.incidents.resolvedAt', { time: formatWhen(language, unix(incident.resolvedAt)) })}</time>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
