import type { Pack } from '@mecha/shared/welfare/api';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/button.tsx';
import { GiftIcon } from '../../../components/icons.tsx';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { formatCountdown } from '../lib/format-countdown.ts';
import { packAction } from '../lib/pack-action.ts';
import type { PackConfig } from '../lib/pack-configs.ts';
import { DeliveryBadge } from './delivery-badge.tsx';
import { ItemChips } from './item-chips.tsx';
import styles from './pack-card.module.css';

interface PackCardProps {
  /** The cached config alone (no state yet) draws the card with its button waiting. */
  pack: Pack | PackConfig;
  busy: boolean;
  error: string | null;
  onClaim: () => void;
  onSubscribe: () => void;
}

export function PackCard({ pack, busy, error, onClaim, onSubscribe }: PackCardProps) {
  const { t } = useTranslation();
  const state = 'State' in pack ? pack : null;
  // Ticks once a second while a claimed pack waits for its reset; the card turns claimable when it passes.
  const left = useCountdown(state?.State === 'claimed' && state.ResetsAt !== null ? state.ResetsAt * 1000 : null);
  const action = state ? packAction(state, Math.floor(Date.now() / 1000)) : null;

  return (
    <article className={styles.card} data-testid={`pack-${pack.Id}`} data-state={action?.kind ?? 'loading'}>
      <span className={`${styles.emblem} ${styles[pack.Kind]}`}>
        <GiftIcon size="2.4rem" />
      </span>
      <div className={styles.main}>
        <h3 className={styles.title}>{pack.Title}</h3>
        <p className={styles.kind}>{t(`welfare.packs.kinds.${pack.Kind}`)}</p>
      </div>
      <div className={styles.foot}>
        <ItemChips items={pack.Items} />
        {action?.kind === 'subscribe' && <p className={styles.hint}>{t('welfare.packs.subscribeHint')}</p>}
        {action?.kind === 'claimed' && (
          <p className={styles.status}>
            <DeliveryBadge delivery={action.delivery} />
            {action.resetsAt !== null && left > 0 && (
              <span className={styles.countdown} data-testid="pack-countdown">
                {t('welfare.packs.resetsIn', { time: formatCountdown(left) })}
              </span>
            )}
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert" data-testid="pack-error">
            {error}
          </p>
        )}
      </div>
      <div className={styles.side}>
        {action === null ? (
          <Button size="sm" disabled loading>
            {t('welfare.packs.claim')}
          </Button>
        ) : action.kind === 'claim' ? (
          <Button size="sm" loading={busy} onClick={onClaim} data-testid="pack-claim">
            {t('welfare.packs.claim')}
          </Button>
        ) : action.kind === 'subscribe' ? (
          <Button size="sm" variant="secondary" loading={busy} onClick={onSubscribe} data-testid="pack-subscribe">
            {t('welfare.packs.subscribe')}
          </Button>
        ) : (
          // Still a button: a tap asks the server, which says why (already claimed) and brings the card up to date.
          <Button size="sm" variant="ghost" className={styles.claimed} loading={busy} onClick={onClaim} data-testid="pack-claimed">
            {t('welfare.packs.claimed')}
          </Button>
        )}
      </div>
    </article>
  );
}
