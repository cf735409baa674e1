import { useTranslation } from '../../../i18n/use-translation.ts';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import { characterLabel } from '../../../lib/characters.ts';
import { useFormatters } from '../../../lib/format.ts';
import type { CharacterRate } from '../api/news-types.ts';
import type { RateSort } from '../lib/ranking-params.ts';
import { barScale, sortRates } from '../lib/sort-rates.ts';
import { RateCell } from './rate-cell.tsx';
import styles from './rates-table.module.css';

const SORTS: RateSort[] = ['win', 'pick', 'ban'];

interface RatesTableProps {
  list: CharacterRate[];
  sort: RateSort;
  onSort?: (sort: RateSort) => void;
  onOpen?: (id: string) => void;
  /** Show only the first rows (the share page's snapshot). */
  limit?: number;
}

/** Every mech's win, pick and ban rate with bars and sample sizes; the column heads sort. */
export function RatesTable({ list, sort, onSort, onOpen, limit }: RatesTableProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const rows = sortRates(list, sort).slice(0, limit);
  const scales = { win: barScale(list, 'win'), pick: barScale(list, 'pick'), ban: barScale(list, 'ban') };
  return (
    <div className={styles.table} data-testid="rates-table" data-sort={sort}>
      <div className={`${styles.row} ${styles.head}`}>
        <span className={styles.mechHead}>
          #
        </span>
        {SORTS.map((key) => (
          <span key={key}>
            <button type="button" className={key === sort ? `${styles.sort} ${styles.sorted}` : styles.sort} onClick={() => onSort?.(key)} disabled={!onSort} aria-pressed={key === sort} data-testid={`sort-${key}`}>
              {t(`news.rankings.columns.${key}`)}
              <span aria-hidden="true">{key === sort ? ' ▾' : ''}</span>
            </button>
          </span>
        ))}
      </div>
      {rows.map((row, i) => {
        const mech = characterLabel(row.Id, f.language);
        const cells = (
          <>
            <span className={styles.mech}>
              <span className={styles.index}>{i + 1}</span>
              <CharacterAvatar id={row.Id} cls={mech.cls} size="3rem" />
              <span className={styles.names} title={mech.cls ? t(`record.classes.${mech.cls}`) : undefined}>
                <span className={styles.name}>{mech.name}</span>
              </span>
            </span>
            <span>
              <RateCell rate={row.WinRate} scale={scales.win} sample={row.Games} lowSample={row.LowSample} active={sort === 'win'} />
            </span>
            <span>
              <RateCell rate={row.PickRate} scale={scales.pick} sample={row.Picks} active={sort === 'pick'} />
            </span>
            <span>
              <RateCell rate={row.BanRate} scale={scales.ban} sample={row.Bans} active={sort === 'ban'} />
            </span>
          </>
        );
        return onOpen ? (
          <button
            key={row.Id}
            type="button"
           
            className={`${styles.row} ${styles.button}`}
            onClick={() => onOpen(row.Id)}
            aria-label={t('news.rankings.openMech', { name: mech.name })}
            data-testid="rate-row"
            data-id={row.Id}
          >
            {cells}
          </button>
        ) : (
          <div key={row.Id} className={styles.row} data-testid="rate-row" data-id={row.Id}>
            {cells}
          </div>
        );
      })}
    </div>
  );
}
