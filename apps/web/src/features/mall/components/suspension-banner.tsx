import type { ScoreMe } from '@mecha/shared/mall/api';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import styles from './balance-card.module.css';

/** An operator's suspension in force: the account may browse but not exchange or enter draws, until its end. */
export function SuspensionBanner({ suspension }: { suspension: NonNullable<ScoreMe['suspension']> }) {
  const { t, language } = useTranslation();
  return (
    <p className={styles.suspended} role="status" data-testid="mall-suspended">
      {t('mall.shop.balance.suspended', { end: formatWhen(language, suspension.endsAt), reason: suspension.reason })}
    </p>
  );
}
