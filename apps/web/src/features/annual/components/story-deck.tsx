import type { MemoriesReport } from '@mecha/shared/annual/api';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronIcon, LinkIcon, ShareIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ReportCardId } from '../lib/report-cards.ts';
import { ReportCardBody, useCardTitle } from './report-card.tsx';
import styles from './story-deck.module.css';

interface StoryDeckProps {
  report: MemoriesReport;
  cards: ReportCardId[];
  share: string | null;
  /** Makes a card's poster / the report's share link; absent on the share page (a reader shares nothing). */
  onPoster?: (card: ReportCardId) => void;
  onLink?: () => void;
  busy?: boolean;
}

/**
 * The memory report as swipeable story cards: a horizontal scroll-snap track (a swipe moves one card), dots and
 * previous / next buttons, arrow keys on the track; each card is a labelled group ("card 2 of 7") so a screen
 * reader hears where it is, and every card stays in the page (nothing hidden from it or from find-in-page).
 */
export function StoryDeck({ report, cards, share, onPoster, onLink, busy }: StoryDeckProps) {
  const { t } = useTranslation();
  const titleOf = useCardTitle();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const id = useId();

  // The card a dot, a button or a key asked for, until the smooth scroll reaches it: a second key press during
  // the scroll counts from there, not from a card passed on the way.
  const target = useRef<number | null>(null);

  // The card in view follows the scroll (a swipe, a key, a dot).
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => {
      const index = Math.min(cards.length - 1, Math.max(0, Math.round(el.scrollLeft / Math.max(1, el.clientWidth))));
      if (target.current !== null && index !== target.current) return;
      target.current = null;
      setActive(index);
    };
    // A finger on the track takes over from the asked-for card; the end of any scroll settles the dots.
    const release = () => (target.current = null);
    const onEnd = () => {
      target.current = null;
      onScroll();
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('scrollend', onEnd);
    el.addEventListener('pointerdown', release, { passive: true });
    el.addEventListener('touchstart', release, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('scrollend', onEnd);
      el.removeEventListener('pointerdown', release);
      el.removeEventListener('touchstart', release);
    };
  }, [cards.length]);

  const go = (index: number) => {
    const el = track.current;
    if (!el) return;
    const next = Math.min(cards.length - 1, Math.max(0, index));
    target.current = next;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: next * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    setActive(next);
  };
  const onKey = (event: KeyboardEvent) => {
    const from = target.current ?? active;
    if (event.key === 'ArrowRight') go(from + 1);
    else if (event.key === 'ArrowLeft') go(from - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section className={styles.deck} aria-roledescription="carousel" aria-label={t('annual.report.cards')} data-testid="story-deck">
      <div ref={track} className={styles.track} tabIndex={0} onKeyDown={onKey} aria-label={t('annual.report.cards')} role="region">
        {cards.map((card, index) => (
          <article
            key={card}
            id={`${id}-${card}`}
            className={styles.card}
            data-card={card}
            data-testid="story-card"
            aria-roledescription="slide"
            aria-labelledby={`${id}-${card}-title`}
          >
            <header className={styles.head}>
              <span className={styles.count}>{t('annual.report.cardOf', { n: index + 1, total: cards.length })}</span>
              <h3 id={`${id}-${card}-title`} className={styles.title}>
                {titleOf(card, report)}
              </h3>
            </header>
            <div className={styles.body}>
              <ReportCardBody card={card} report={report} share={share} />
            </div>
            {onPoster && onLink && (
              <footer className={styles.actions}>
                <button type="button" className={styles.action} onClick={() => onPoster(card)} disabled={busy} data-testid="story-poster">
                  <ShareIcon size="1.6rem" />
                  {t('annual.report.poster')}
                </button>
                <button type="button" className={styles.action} onClick={onLink} disabled={busy} data-testid="story-link">
                  <LinkIcon size="1.6rem" />
                  {t('annual.report.shareLink')}
                </button>
              </footer>
            )}
          </article>
        ))}
      </div>
      <div className={styles.nav}>
        <button type="button" className={styles.arrow} onClick={() => go(active - 1)} disabled={active === 0} aria-label={t('annual.report.prev')} data-testid="story-prev">
          <ChevronIcon size="1.6rem" className={styles.back} />
        </button>
        <div className={styles.dots}>
          {cards.map((card, index) => (
            <button
              key={card}
              type="button"
              className={styles.dot}
              aria-label={`${t('annual.report.cardOf', { n: index + 1, total: cards.length })}: ${titleOf(card, report)}`}
              aria-current={index === active ? 'true' : undefined}
              aria-controls={`${id}-${card}`}
              onClick={() => go(index)}
              data-testid="story-dot"
            >
              <span />
            </button>
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={() => go(active + 1)} disabled={active === cards.length - 1} aria-label={t('annual.report.next')} data-testid="story-next">
          <ChevronIcon size="1.6rem" />
        </button>
      </div>
    </section>
  );
}
