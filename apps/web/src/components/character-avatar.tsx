import type { CharacterClass } from '@mecha/shared/game/characters';
import type { ReactNode } from 'react';
import styles from './character-avatar.module.css';

// No character art ships with the app, so each mecha is a hex plate in its class colour with the class sign,
// and its roster number: recognisable at 3 rem, costs nothing to load.
export const CLASS_HUE: Record<CharacterClass, number> = { assault: 8, sniper: 205, guardian: 40, striker: 280, support: 150 };

const CLASS_SIGN: Record<CharacterClass, ReactNode> = {
  assault: <path d="M6 17 12 5l6 12-6-3.5z" />,
  sniper: (
    <>
      <circle cx="12" cy="12" r="5.5" />
      <path d="M12 3.5v5M12 15.5v5M3.5 12h5M15.5 12h5" />
    </>
  ),
  guardian: <path d="M12 4l6.5 2.6v4.9c0 4-2.8 6.8-6.5 8-3.7-1.2-6.5-4-6.5-8V6.6z" />,
  striker: <path d="M13.5 3.5 6.5 13h5l-1 7.5 7-9.5h-5z" />,
  support: <path d="M9.5 4.5h5v5h5v5h-5v5h-5v-5h-5v-5h5z" />,
};

export function CharacterAvatar({ id, cls, size = '4.4rem', dim = false }: { id: string; cls: CharacterClass | null; size?: string; dim?: boolean }) {
  const hue = cls ? CLASS_HUE[cls] : 215;
  return (
    <span
      className={dim ? `${styles.frame} ${styles.dim}` : styles.frame}
      style={{ width: size, height: size, fontSize: size, ['--hue' as string]: hue }}
      data-character={id}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className={styles.sign} fill="none" stroke="currentColor" strokeWidth={1.9} strokeLinejoin="round" strokeLinecap="round">
        {cls ? CLASS_SIGN[cls] : <circle cx="12" cy="12" r="5" />}
      </svg>
      <span className={styles.number}>{id.replace(/^c/, '')}</span>
    </span>
  );
}
