import { AlertIcon, CheckIcon, ClockIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FreshnessState } from '../lib/freshness-state.ts';
import styles from './state-badge.module.css';

const ICONS = { healthy: CheckIcon, delayed: ClockIcon, stalled: AlertIcon } as const;

/** Up to date / Delayed / Stalled: a word and an icon of its own, the colour only as a third cue. */
export function StateBadge({ state }: { state: FreshnessState }) {
  const { t } = useTranslation();
  const Icon = ICONS[state];
  return (
    <span className={`${styles.badge} ${styles[state]}`} data-testid="status-state">
      <Icon size="1.4rem" />
      {t(`status.matches.state.${state}`)}
    </span>
  );
}
