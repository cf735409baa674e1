import type { Claim } from '@mecha/shared/pay/act';
import { AddressFormSummary } from '../../../components/address-form-summary.tsx';
import { Panel } from '../../../components/panel.tsx';
import { EmptyBlock } from '../../../components/states.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import styles from './claims-list.module.css';

/** act/record: what this account has claimed, with each prize's delivery or shipping address. */
export function ClaimsList({ claims }: { claims: Claim[] }) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  return (
    <Panel title={t('act.record.title')} data-testid="act-record">
      {claims.length === 0 ? (
        <EmptyBlock>{t('act.record.empty')}</EmptyBlock>
      ) : (
        <ul className={styles.list}>
          {claims.map((claim) => (
            <li key={claim.id} className={styles.claim} data-testid="act-claim" data-claim={claim.id} data-address={claim.addressState ?? undefined}>
              <div className={styles.row}>
                <span className={styles.prizes}>{claim.prizes.map((p) => `${p.name} ×${p.qty}`).join(' · ')}</span>
                <span className={styles.when}>{t('act.record.claimedAt', { time: f.dateTime(claim.claimedAt) })}</span>
              </div>
              {claim.delivery && (
                <p className={claim.delivery === 'delivered' ? styles.ok : styles.gold}>{t(`welfare.delivery.${claim.delivery}`)}</p>
              )}
              {claim.addressState === 'forfeited' && <p className={styles.bad}>{t('act.forfeited')}</p>}
              {claim.address && <AddressFormSummary address={claim.address} lockedText={errorMessage('infoLocked', language)} />}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
