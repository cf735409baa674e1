import type { Mode } from '@mecha/shared/record/ingest';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { useFormatters } from '../../../lib/format.ts';
import { languageOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import type { CharacterStat } from '../api/record-types.ts';
import { characterLabel } from '../../../lib/characters.ts';
import type { SortKey } from '../lib/sort-stats.ts';
import { RECORD_ROUTES } from '../record-routes.ts';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import listStyles from '../../../components/list.module.css';
import styles from './role-stat-row.module.css';

/** One character in the season table; the column being sorted on is lit, and the bar draws it (`bar`, 0–1). */
export function RoleStatRow({ stat, place, sortKey, bar, mode }: { stat: CharacterStat; place: number; sortKey: SortKey; bar: number; mode: Mode }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const language = useAppState(languageOf);
  const c = characterLabel(stat.Id, language);
  const cells: { key: SortKey; value: string }[] = [
    { key: 'games', value: f.number(stat.TotalCnt) },
    { key: 'winRate', value: f.winRate(stat.WinRate) },
    { key: 'kda', value: f.decimal(stat.Kda) },
    { key: 'damage', value: f.number(stat.AvgDamage) },
    { key: 'mvp', value: f.number(stat.MvpCnt) },
  ];
  return (
    <Link to={RECORD_ROUTES.roleDetail(stat.Id, mode)} className={listStyles.row} data-testid="role-stat-row" data-character={stat.Id}>
      <span className={styles.place}>{place}</span>
      <CharacterAvatar id={c.id} cls={c.cls} size="4.4rem" />
      <span className={styles.main}>
        <span className={styles.name}>{c.name}</span>
        <span className={styles.bar} aria-hidden="true" data-testid="role-stat-bar">
          <span style={{ width: `${(bar * 100).toFixed(1)}%` }} />
        </span>
        <span className={styles.cells}>
          {cells.map((cell) => (
            <span key={cell.key} className={cell.key === sortKey ? `${styles.cell} ${styles.lit}` : styles.cell}>
              <span className={styles.cellLabel}>{t(`record.roles.sort.${cell.key}`)}</span>
              <span className={styles.cellValue}>{cell.value}</span>
            </span>
          ))}
        </span>
      </span>
    </Link>
  );
}
