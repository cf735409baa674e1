import type { AnnualEvent } from '@mecha/shared/annual/api';
import { ShieldIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './lottery-fairness.module.css';

/**
 * Provably fair (PRODUCT.md "Odds"): the seed's hash published before the event opens, the seed itself once it has
 * ended, and how a player checks both the hash and any draw from them.
 */
export function LotteryFairness({ event }: { event: AnnualEvent }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('lottery.fair.title')} action={<ShieldIcon size="1.8rem" className={styles.icon} />} data-testid="lottery-fair">
      <dl className={styles.facts}>
        <div>
          <dt>{t('lottery.fair.seedHash')}</dt>
          <dd className={styles.hex} data-testid="seed-hash">
            {event.seedHash}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.fair.seed')}</dt>
          {event.seed ? (
            <dd className={styles.hex} data-testid="seed">
              {event.seed}
            </dd>
          ) : (
            <dd className={styles.later} data-testid="seed-later">
              {t('lottery.fair.seedLater')}
            </dd>
          )}
        </div>
      </dl>
      <p className={styles.how}>{t('lottery.fair.how')}</p>
    </Panel>
  );
}
