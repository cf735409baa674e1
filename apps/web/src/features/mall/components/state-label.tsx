import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import { countdownParts, type CardView } from '../lib/card-state.ts';

/** A countdown in the player's language: "02:03:04", or "1d 02:03:04" beyond a day. */
export function useCountdownText(): (seconds: number) => string {
  const { t } = useTranslation();
  return (seconds) => {
    const { days, clock } = countdownParts(seconds);
    return days > 0 ? t('mall.shop.days', { days, clock }) : clock;
  };
}

/**
 * The words for a product's state at server time `now`: sold out, the sale's (or the draw window's) countdown,
 * the window closing, drawing soon, drawn. Nothing for a race drop on sale (its price and stock say it all).
 */
export function StateLabel({ view, style, now, className }: { view: CardView; style: 'race' | 'draw'; now: number; className?: string }) {
  const { t, language } = useTranslation();
  const countdown = useCountdownText();
  let text: string | null = null;
  switch (view.kind) {
    case 'soldOut':
      text = t('mall.shop.state.soldOut');
      break;
    case 'upcoming':
      text = t(style === 'draw' ? 'mall.shop.state.drawUpcoming' : 'mall.shop.state.upcoming', { time: countdown(view.at - now) });
      break;
    case 'entryOpen':
      text = t('mall.shop.state.entryOpen', { time: countdown(view.endsAt - now) });
      break;
    case 'drawPending':
      text = t('mall.shop.state.drawPending');
      break;
    case 'drawn':
      text = t('mall.shop.state.drawn');
      break;
    case 'onSale':
      break;
  }
  if (text === null) return null;
  return (
    <span className={className} data-state={view.kind} data-testid="product-state" title={view.kind === 'upcoming' ? t('mall.shop.state.onSaleAt', { at: formatWhen(language, view.at) }) : undefined}>
      {text}
    </span>
  );
}
