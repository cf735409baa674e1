import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import type { AnnualPrizes } from '../api/get-prizes.ts';
import { formatOdds, oddsChanges } from '../lib/prize-odds.ts';
import styles from './prize-odds-history.module.css';

/**
 * The dated odds history (PRODUCT.md: when a prize runs out the odds are renormalised visibly): each change, newest
 * first, with the draw it applies from, why, and every prize's odds (before → after where they moved).
 */
export function PrizeOddsHistory({ prizes }: { prizes: AnnualPrizes }) {
  const { t, language } = useTranslation();
  const nameOf = (id: string | null) => prizes.list.find((p) => p.id === id)?.name ?? id ?? '';
  const changes = oddsChanges(
    prizes.history,
    prizes.list.map((p) => p.id),
  );
  return (
    <Panel title={t('lottery.history.title')} data-testid="odds-history">
      {changes.length === 0 ? (
        <p className={styles.empty}>{t('lottery.history.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {changes.map((c) => (
            <li key={`${c.fromDraw}-${c.at}`} className={styles.change} data-testid="odds-change" data-reason={c.reason}>
              <div className={styles.head}>
                <span className={styles.reason}>{c.reason === 'soldOut' ? t('lottery.history.soldOut', { prize: nameOf(c.prizeId) }) : t(`lottery.history.${c.reason}`)}</span>
                <span className={styles.when}>
                  <time dateTime={new Date(c.at * 1000).toISOString()}>{formatWhen(language, c.at)}</time> · {t('lottery.history.fromDraw', { number: c.fromDraw })}
                </span>
              </div>
              <table className={styles.table}>
                <tbody>
                  {c.rows.map((r) => {
                    const moved = r.before !== null && Math.abs(r.before - r.odds) > 1e-9;
                    return (
                      <tr key={r.prizeId} data-moved={moved}>
                        <th scope="row">{nameOf(r.prizeId)}</th>
                        <td>
                          {moved && (
                            <>
                              <s className={styles.before}>{formatOdds(language, r.before!)}</s> →{' '}
                            </>
                          )}
                          {formatOdds(language, r.odds)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
