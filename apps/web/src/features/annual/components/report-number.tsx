import type { ReportLink } from '@mecha/shared/annual/api';
import { Link } from '../../../lib/hash-router/index.ts';
import { reportHref } from '../lib/report-links.ts';
import styles from './report-number.module.css';

interface ReportNumberProps {
  label: string;
  /** Already formatted in the reader's language. */
  value: string;
  link: ReportLink | null;
  /** The share token of a shared report: its lists open without logging in. */
  share: string | null;
  size?: 'lg' | 'md';
  testId?: string;
}

/** A number of the memory report with its label; a link to the matches behind it (PRODUCT.md). */
export function ReportNumber({ label, value, link, share, size = 'md', testId }: ReportNumberProps) {
  const href = link ? reportHref(link, share) : null;
  const body = (
    <>
      <span className={size === 'lg' ? `${styles.value} ${styles.lg}` : styles.value}>{value}</span>
      <span className={styles.label}>{label}</span>
    </>
  );
  return href ? (
    <Link to={href} className={`${styles.number} ${styles.linked}`} data-testid={testId} data-report-link={link?.matchId ? 'match' : 'filter'}>
      {body}
    </Link>
  ) : (
    <span className={styles.number} data-testid={testId}>
      {body}
    </span>
  );
}
