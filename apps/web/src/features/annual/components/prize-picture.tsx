import { GiftIcon } from '../../../components/icons.tsx';
import styles from './prize-picture.module.css';

/** A prize's picture in a box of fixed size (no layout shift), or a gift icon when the prize has none. */
export function PrizePicture({ src, size = '4.8rem' }: { src: string | null; size?: string }) {
  return (
    <span className={styles.box} style={{ width: size, height: size }} aria-hidden="true">
      {src ? <img src={src} alt="" loading="lazy" decoding="async" className={styles.img} /> : <GiftIcon size="55%" className={styles.icon} />}
    </span>
  );
}
