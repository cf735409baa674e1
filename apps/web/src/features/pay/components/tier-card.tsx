import type { Claim, Tier } from '@mecha/shared/pay/act';
import type { ActStatus } from '@mecha/shared/pay/act';
import type { Currency } from '@mecha/shared/pay/money';
import { Button } from '../../../components/button.tsx';
import { CheckIcon, GiftIcon, MailIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { splitDays } from '../../../lib/countdown.ts';
import { formatMoney } from '../lib/money.ts';
import { useServerCountdown } from '../lib/use-server-countdown.ts';
import styles from './tier-card.module.css';

type TierState = ActStatus['tiers'][number];

interface TierCardProps {
  tier: Tier;
  index: number;
  /** Null for a visitor: the tier and its prizes only. */
  state: TierState | null;
  claim: Claim | null;
  currency: Currency;
  totalMinor: number;
  /** The status answer's server time and when it came, for the address deadline's countdown. */
  clock: { now: number; receivedAt: number };
  busy: boolean;
  error: string | null;
  onClaim: () => void;
  onAddress: () => void;
}

/** One tier: its threshold and prizes, and the one thing to do or know about it now. */
export function TierCard({ tier, index, state, claim, currency, totalMinor, clock, busy, error, onClaim, onAddress }: TierCardProps) {
  const { t, language } = useTranslation();
  const due = useServerCountdown(state?.state === 'addressNeeded' ? state.addressDueAt : null, clock.now, clock.receivedAt);
  const dueParts = splitDays(due);
  const money = (minor: number) => formatMoney(minor, currency, language);
  return (
    <article className={styles.card} data-testid={`tier-${tier.id}`} data-state={state?.state}>
      <header className={styles.head}>
        <span className={styles.index}>{index + 1}</span>
        <h3 className={styles.threshold}>{t('act.tier', { threshold: money(tier.thresholdMinor) })}</h3>
      </header>
      <ul className={styles.prizes}>
        {tier.prizes.map((prize) => (
          <li key={prize.id} data-physical={prize.physical}>
            <GiftIcon size="1.4rem" />
            <span>
              {prize.name} ×{prize.qty}
            </span>
            {prize.physical && <span className={styles.tag}>{t('act.physical')}</span>}
          </li>
        ))}
      </ul>
      {state && (
        <div className={styles.foot}>
          <div className={styles.status}>
            {state.state === 'locked' && <span className={styles.dim}>{t('act.locked', { left: money(tier.thresholdMinor - totalMinor) })}</span>}
            {state.state === 'claimed' && <span className={styles.ok}>{t('act.claimed')}</span>}
            {claim?.delivery && (
              <span className={claim.delivery === 'delivered' ? styles.ok : styles.gold} data-testid="tier-delivery" data-delivery={claim.delivery}>
                {claim.delivery === 'delivered' ? <CheckIcon size="1.2rem" /> : <MailIcon size="1.2rem" />}
                {t(`welfare.delivery.${claim.delivery}`)}
              </span>
            )}
            {state.state === 'addressNeeded' && (
              <span className={styles.gold} data-testid="address-due">
                {t('act.addressDue', { time: t('act.days', { d: dueParts.days, time: dueParts.hhmm }) })}
              </span>
            )}
            {state.state === 'addressSubmitted' && <span className={styles.ok}>{t('act.addressSubmitted')}</span>}
            {state.state === 'forfeited' && <span className={styles.bad}>{t('act.forfeited')}</span>}
          </div>
          {state.state === 'claimable' && (
            <Button size="sm" loading={busy} onClick={onClaim} data-testid="tier-claim">
              {t('act.claim')}
            </Button>
          )}
          {state.state === 'addressNeeded' && (
            <Button size="sm" onClick={onAddress} data-testid="tier-address">
              {t('act.enterAddress')}
            </Button>
          )}
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="tier-error">
          {error}
        </p>
      )}
    </article>
  );
}
