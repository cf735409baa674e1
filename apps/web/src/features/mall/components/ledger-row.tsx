import type { LedgerEntry } from '@mecha/shared/mall/api';
import { ChevronIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { ledgerHref, ledgerTone, ledgerTypeKey } from '../lib/ledger-row.ts';
import styles from './ledger-row.module.css';

/** One ledger entry: what kind, what for, when (the player's own clock), the signed amount and the balance after. */
export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const href = ledgerHref(entry.ref);
  const body = (
    <>
      <span className={styles.main}>
        <span className={styles.top}>
          <span className={styles.type} data-type={entry.type}>
            {t(ledgerTypeKey(entry.type))}
          </span>
          <span className={styles.reason}>{entry.reason}</span>
        </span>
        <time className={styles.meta} dateTime={new Date(entry.at * 1000).toISOString()}>
          {f.dateTime(entry.at)}
        </time>
      </span>
      <span className={styles.side}>
        <span className={styles.amount} data-tone={ledgerTone(entry.amount)} data-testid="ledger-amount">
          {f.signed(entry.amount)}
        </span>
        <span className={styles.meta}>{t('mall.orders.ledger.balanceAfter', { balance: f.number(entry.balanceAfter) })}</span>
      </span>
    </>
  );
  return href ? (
    <li>
      <Link to={href} className={styles.row} data-testid="ledger-row" data-type={entry.type} aria-label={`${t(ledgerTypeKey(entry.type))} ${entry.reason} ${f.signed(entry.amount)} · ${t('mall.orders.ledger.viewOrder')}`}>
        {body}
        <ChevronIcon size="1.6rem" />
      </Link>
    </li>
  ) : (
    <li className={styles.row} data-testid="ledger-row" data-type={entry.type}>
      {body}
    </li>
  );
}
