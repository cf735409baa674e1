import type { MemoriesReport } from '@mecha/shared/annual/api';
import { Link } from '../../../lib/hash-router/index.ts';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useEventDates } from '../lib/event-dates.ts';
import styles from './report-empty.module.css';

/**
 * A role with no match in the report year: not an error but a kind, complete page — what the year was, that the
 * vote is not theirs this time, and that tasks and the draw still are (the page shows those beside this).
 */
export function ReportEmpty({ report }: { report: MemoriesReport }) {
  const { t } = useTranslation();
  const dates = useEventDates();
  return (
    <Panel className={styles.panel} data-testid="report-empty">
      <svg className={styles.art} viewBox="0 0 120 80" aria-hidden="true">
        <path d="M10 70 L40 30 L60 50 L80 20 L110 70 Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="92" cy="16" r="7" fill="currentColor" opacity="0.6" />
      </svg>
      <h3 className={styles.title}>{t('annual.empty.title')}</h3>
      <p className={styles.body}>{t('annual.empty.body', { from: dates.day(report.reportFrom), to: dates.day(report.reportTo - 1) })}</p>
      <p className={styles.body}>{t('annual.empty.still')}</p>
      <p className={styles.dim}>{t('annual.empty.next')}</p>
      <Link to={ROUTES.battle} className={styles.cta}>
        {t('record.title')}
      </Link>
    </Panel>
  );
}
