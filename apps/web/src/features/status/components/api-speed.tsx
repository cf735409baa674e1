import type { ApiWindow, StatusData } from '@mecha/shared/status/api';
import { useTranslation, type TextKey } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { formatLatency } from '../lib/status-format.ts';
import styles from './api-speed.module.css';

const WINDOWS = ['last5m', 'last24h'] as const;
type Row = { key: string; label: TextKey; value: (w: ApiWindow) => string };

/** The API's latency percentiles, server-error share and request count over the last 5 minutes and 24 hours. */
export function ApiSpeed({ api }: { api: StatusData['api'] }) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  // The server gives the upper bound of the latency bucket the percentile falls in: "at most".
  const ms = (v: number | null) => (v === null ? '—' : `≤\u00a0${formatLatency(language, v)}`);
  const rows: Row[] = [
    { key: 'p50', label: 'status.api.p50', value: (w) => ms(w.p50Ms) },
    { key: 'p95', label: 'status.api.p95', value: (w) => ms(w.p95Ms) },
    { key: 'p99', label: 'status.api.p99', value: (w) => ms(w.p99Ms) },
    { key: 'errors', label: 'status.api.errorRate', value: (w) => (w.requests === 0 ? '—' : f.percent(w.errorRate, 2)) },
    { key: 'requests', label: 'status.api.requests', value: (w) => (w.requests === 0 ? t('status.api.none') : f.number(w.requests)) },
  ];
  return (
    <table className={styles.table} data-testid="status-api">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('status.api.figure')}</span>
          </th>
          {WINDOWS.map((w) => (
            <th key={w} scope="col">
              {t(`status.api.window.${w}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-row={row.key}>
            <th scope="row">{t(row.label)}</th>
            {WINDOWS.map((w) => (
              <td key={w} data-window={w}>
                {row.value(api[w])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
