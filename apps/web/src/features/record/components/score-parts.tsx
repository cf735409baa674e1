import type { Mode } from '@mecha/shared/record/ingest';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import type { MatchDetail } from '../api/record-types.ts';
import styles from './match-detail.module.css';

type Parts = MatchDetail['Sides'][number]['Players'][number]['Parts'];

/** How a score change was made: base (win band or loss), MVP, streak and, in 2v2, solo-versus-team. */
export function ScoreParts({ parts, mode, total }: { parts: Parts; mode: Mode; total: number }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const rows: { key: 'base' | 'mvp' | 'streak' | 'soloTeam'; value: number }[] = [
    { key: 'base', value: parts.Base },
    { key: 'mvp', value: parts.Mvp },
    { key: 'streak', value: parts.Streak },
    // Solo-versus-team exists only in 2v2.
    ...(mode === 'T2' ? [{ key: 'soloTeam' as const, value: parts.SoloTeam }] : []),
  ];
  const sum = rows.reduce((acc, row) => acc + row.value, 0);
  return (
    <div className={styles.parts} style={{ gridTemplateColumns: `repeat(${rows.length}, minmax(0, 1fr))` }} data-testid="score-parts">
      {rows.map((row) => (
        <span key={row.key} className={row.value === 0 ? `${styles.part} ${styles.zero}` : styles.part} data-part={row.key}>
          <span>{t(`record.detail.parts.${row.key}`)}</span>
          <strong className={row.value > 0 ? styles.up : row.value < 0 ? styles.down : undefined}>{f.signed(row.value)}</strong>
        </span>
      ))}
      {/* The floor at 0 can cut a loss short: say why the total differs from the parts. */}
      {sum !== total && <span className={styles.floored}>{t('record.detail.floored')}</span>}
    </div>
  );
}
