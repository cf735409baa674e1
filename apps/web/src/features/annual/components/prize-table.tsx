import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import type { AnnualPrizes } from '../api/get-prizes.ts';
import { formatOdds } from '../lib/prize-odds.ts';
import { PrizePicture } from './prize-picture.tsx';
import styles from './prize-table.module.css';

/** The pool as published: each prize with its picture, kind, odds of the next draw and stock left. */
export function PrizeTable({ prizes }: { prizes: AnnualPrizes }) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  return (
    <Panel title={t('lottery.prizes.title')} data-testid="prize-table">
      <ul className={styles.list}>
        {prizes.list.map((p) => {
          const out = p.stockLeft !== null && p.stockLeft <= 0;
          return (
            <li key={p.id} className={styles.row} data-testid="prize-row" data-id={p.id} data-out={out}>
              <PrizePicture src={p.picture} />
              <div className={styles.main}>
                <span className={styles.name}>
                  {p.name}
                  {p.qty > 1 && ` ×${f.number(p.qty)}`}
                </span>
                <span className={p.physical ? styles.physical : styles.virtual}>{p.physical ? t('lottery.prizes.physical') : t('lottery.prizes.virtual')}</span>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('lottery.prizes.odds')}</dt>
                  <dd data-testid="prize-odds">{formatOdds(language, out ? 0 : p.odds)}</dd>
                </div>
                <div>
                  <dt>{t('lottery.prizes.stock')}</dt>
                  <dd data-testid="prize-stock" className={out ? styles.out : undefined}>
                    {out
                      ? t('lottery.prizes.outOfStock')
                      : p.stockLeft === null
                        ? t('lottery.prizes.unlimited')
                        : t('lottery.prizes.stockOf', { left: f.number(p.stockLeft), total: f.number(p.stockTotal ?? p.stockLeft) })}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>
        {t('lottery.prizes.drawsMade', { count: f.number(prizes.drawsMade) })} · {t('lottery.prizes.shipping')}
      </p>
    </Panel>
  );
}
