import { useState } from 'react';
import { ImageIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './picture-strip.module.css';

/** The product's pictures side by side, one per swipe (scroll-snap), with dots saying which one shows. */
export function PictureStrip({ pictures, name }: { pictures: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (pictures.length === 0)
    return (
      <div className={styles.empty} aria-hidden="true" data-testid="product-no-picture">
        <ImageIcon size="4.8rem" />
      </div>
    );
  return (
    <div className={styles.wrap}>
      <div
        className={styles.strip}
        role="group"
        aria-label={t('mall.shop.detail.pictures')}
        tabIndex={0}
        data-testid="product-pictures"
        onScroll={(event) => {
          const el = event.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {pictures.map((src, i) => (
          <img key={src} src={src} alt={i === 0 ? name : ''} width={390} height={390} className={styles.picture} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
        ))}
      </div>
      {pictures.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {pictures.map((src, i) => (
            <span key={src} className={i === index ? styles.on : undefined} />
          ))}
        </div>
      )}
    </div>
  );
}
