import type { DrawView } from '@mecha/shared/mall/api';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import type { CardView } from '../lib/card-state.ts';
import { orderHref } from '../lib/shop-routes.ts';
import { useCountdownText } from './state-label.tsx';
import styles from './draw-panel.module.css';

/**
 * A draw drop's numbers (entrants, the chance of winning now, winners after the draw), the window's countdown, and
 * this account's part in it: entered, won (with its order), not this time, or not eligible when it was drawn.
 */
export function DrawPanel({ draw, view, now }: { draw: DrawView; view: CardView; now: number }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const countdown = useCountdownText();
  const stats: [string, string, string][] = [
    ['entrants', t('mall.shop.draw.entrants'), f.number(draw.entrants)],
    ['odds', t('mall.shop.draw.odds'), f.percent(Math.min(1, Math.max(0, draw.odds)), 1)],
    ...(draw.winners !== null ? [['winners', t('mall.shop.draw.winners'), f.number(draw.winners)] as [string, string, string]] : []),
    ...(view.kind === 'entryOpen' ? [['window', t('mall.shop.draw.window'), countdown(view.endsAt - now)] as [string, string, string]] : []),
  ];
  return (
    <Panel title={t('mall.shop.draw.title')} data-testid="draw-panel">
      <dl className={styles.stats}>
        {stats.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`draw-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <Outcome draw={draw} />
      <p className={styles.note}>{t('mall.shop.draw.howItWorks')}</p>
    </Panel>
  );
}

function Outcome({ draw }: { draw: DrawView }) {
  const { t } = useTranslation();
  if (!draw.entered || draw.outcome === null) return null;
  const text =
    draw.outcome === 'won' ? t('mall.shop.draw.won', { id: draw.orderId ?? '' }) : draw.outcome === 'lost' ? t('mall.shop.draw.lost') : draw.outcome === 'ineligible' ? t('mall.shop.draw.ineligible') : t('mall.shop.draw.entered');
  return (
    <p className={styles.outcome} data-outcome={draw.outcome} data-testid="draw-outcome" role="status">
      {text}{' '}
      {draw.outcome === 'won' && draw.orderId && (
        <Link to={orderHref(draw.orderId)} data-testid="draw-order">
          {t('mall.shop.result.viewOrder')}
        </Link>
      )}
    </p>
  );
}
