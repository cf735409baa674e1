import type { ActEvent, ActStatus } from '@mecha/shared/pay/act';
import { Panel } from '../../../components/panel.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMoney } from '../lib/money.ts';
import styles from './act-progress.module.css';

/** The role's total in the event window, and a bar towards the next tier it has not reached. */
export function ActProgress({ event, status, roleName }: { event: ActEvent; status: ActStatus; roleName: string }) {
  const { t, language } = useTranslation();
  const money = (minor: number) => formatMoney(minor, event.currency, language);
  const next = event.tiers.find((tier) => tier.thresholdMinor > status.totalMinor) ?? null;
  const max = next?.thresholdMinor ?? Math.max(1, status.totalMinor);
  const caption = next ? t('act.next', { left: money(next.thresholdMinor - status.totalMinor), threshold: money(next.thresholdMinor) }) : t('act.allReached');
  return (
    <Panel data-testid="act-progress">
      <p className={styles.role}>{t('act.forRole', { name: roleName, uid: status.uid })}</p>
      <div className={styles.row}>
        <span className={styles.label}>{t('act.total')}</span>
        <strong className={styles.total} data-testid="act-total">
          {money(status.totalMinor)}
        </strong>
      </div>
      <ProgressBar value={status.totalMinor} max={max} label={t('act.progressLabel')} valueText={`${money(status.totalMinor)} / ${money(max)}`} tone="gold" />
      <p className={styles.caption} data-testid="act-next">
        {caption}
      </p>
    </Panel>
  );
}
