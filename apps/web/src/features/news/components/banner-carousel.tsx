import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import type { Banner } from '../api/news-types.ts';
import { appRouteForLink } from '../lib/news-routes.ts';
import { assetUrl } from '../../../lib/asset-url.ts';

const ADVANCE_MS = 5000;

/** The carousel's box (same border and aspect ratio) while the banners load. */
export function BannerPlaceholder() {
  const { t } = useTranslation();
  return <div className="banner-carousel banner-placeholder" role="status" aria-label={t('common.loading')} data-testid="banner-placeholder" />;
}

// Its style is in index.html (banner-…), shared with the shell, which draws the first banner before the app has
// run (lib/first-screen.ts).
// A native scroll-snap strip: the finger swipes it as any list (momentum, no gesture code to get wrong), the dots
// follow the scroll position, and it advances by itself every few seconds unless the player is touching it.
/** `onFirstShown`: the first banner's image has loaded (or failed): the page's largest paint is on its way. */
export function BannerCarousel({ banners, onFirstShown }: { banners: Banner[]; onFirstShown?: () => void }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const count = banners.length;

  const goTo = (next: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (count < 2 || held) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') goTo((index + 1) % count);
    }, ADVANCE_MS);
    return () => clearInterval(timer);
  }, [index, count, held]);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  };

  if (count === 0) return null;
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t('news.banner.label')} data-testid="banner-carousel" data-index={index}>
      <div
        ref={track}
        className="banner-track"
        onScroll={onScroll}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
      >
        {banners.map((banner, i) => {
          const to = appRouteForLink(banner.Link, banner.Title);
          const body = (
            <>
              {/* Intrinsic size as the banners are cut (750×400), so the box is known before the image arrives. */}
              <img
                className="banner-image"
                src={assetUrl(banner.Image)}
                alt=""
                width={750}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                onLoad={i === 0 ? onFirstShown : undefined}
                onError={i === 0 ? onFirstShown : undefined}
                draggable={false}
              />
              <span className="banner-caption">{banner.Title}</span>
            </>
          );
          return (
            <div key={banner.Id} className="banner-slide" role="group" aria-roledescription="slide" aria-label={t('news.banner.slide', { index: i + 1, count })}>
              {to ? (
                <Link to={to} className="banner-link" data-testid="banner-slide">
                  {body}
                </Link>
              ) : (
                <div className="banner-link">{body}</div>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="banner-dots">
          {banners.map((banner, i) => (
            <button
              key={banner.Id}
              type="button"
              className={i === index ? 'banner-dot banner-active' : 'banner-dot'}
              aria-label={t('news.banner.slide', { index: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              data-testid="banner-dot"
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
