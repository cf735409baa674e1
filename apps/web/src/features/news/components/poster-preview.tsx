import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { DownloadIcon, LinkIcon, ShareIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import type { PosterLayout } from '../lib/poster-layout.ts';
import { copyLink, shareOrCopy } from '../lib/share-action.ts';
import styles from './poster-preview.module.css';

interface PosterPreviewProps {
  layout: PosterLayout | null;
  /** Builds the badge's SVG at draw time (it is rendered off-screen by the page). */
  badgeSvg?: () => string | undefined;
  link: string;
  fileName: string;
  title: string;
}

type Drawn = { url: string; file: File };

/** Draws the poster (loading the painter and QR code only now), shows it, and saves or shares the PNG. */
export function PosterPreview({ layout, badgeSvg, link, fileName, title }: PosterPreviewProps) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!layout) return;
    let cancelled = false;
    let url: string | null = null;
    setFailed(false);
    // A short pause lets quick toggling settle before drawing again.
    const timer = setTimeout(() => {
      import('../lib/draw-poster.ts')
        .then(({ drawPoster }) => drawPoster(layout, { badgeSvg: badgeSvg?.() }))
        .then(({ blob }) => {
          if (cancelled) return;
          url = URL.createObjectURL(blob);
          setDrawn({ url, file: new File([blob], fileName, { type: 'image/png' }) });
        })
        .catch(() => !cancelled && setFailed(true));
    }, 120);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (url) URL.revokeObjectURL(url);
    };
    // The badge builder changes identity each render; the layout says when the picture changes.
  }, [layout, fileName]);

  const canShareFile = drawn !== null && typeof navigator.canShare === 'function' && navigator.canShare({ files: [drawn.file] });
  const share = async () => {
    if (drawn && canShareFile) {
      try {
        await navigator.share({ files: [drawn.file], title, text: `${title} ${link}` });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await shareOrCopy({ title, url: link });
  };

  return (
    <section className={styles.preview} data-testid="poster-preview" data-link={link}>
      <div className={styles.frame}>
        {drawn ? (
          <img className={styles.image} src={drawn.url} alt={t('poster.alt')} data-testid="poster-image" data-ready="true" />
        ) : failed ? (
          <p className={styles.status} role="alert">
            {t('poster.failed')}
          </p>
        ) : (
          <p className={styles.status}>
            <Spinner size="2.4rem" label={t('poster.making')} />
            {t('poster.making')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <a
          className={drawn ? styles.primary : `${styles.primary} ${styles.disabled}`}
          href={drawn?.url}
          download={fileName}
          aria-disabled={!drawn}
          data-testid="poster-save"
        >
          <DownloadIcon size="1.8rem" />
          {t('poster.save')}
        </a>
        <button type="button" className={styles.secondary} onClick={() => void share()} disabled={!drawn} data-testid="poster-share">
          <ShareIcon size="1.8rem" />
          {t('poster.share')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => void copyLink(link)} data-testid="poster-copy-link">
          <LinkIcon size="1.8rem" />
          {t('poster.copyLink')}
        </button>
      </div>
    </section>
  );
}
