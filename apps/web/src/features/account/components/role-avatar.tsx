import { useState } from 'react';
import styles from './role-avatar.module.css';

// Avatars may be image URLs or bare avatar ids from the game; anything that is not a loadable image becomes a
// generated badge (initial on a hue derived from the UID) so a card never shows a broken image.
function hueOf(uid: string): number {
  let hash = 0;
  for (const ch of uid) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return hash;
}

const isImageUrl = (value: string) => /^(https?:\/\/|\/|data:image\/)/.test(value);

export function RoleAvatar({ uid, nickname, avatar, size = '5.6rem' }: { uid: string; nickname: string; avatar: string; size?: string }) {
  const [broken, setBroken] = useState(false);
  const hue = hueOf(uid);
  return (
    <span className={styles.frame} style={{ width: size, height: size, ['--hue' as string]: hue }}>
      {isImageUrl(avatar) && !broken ? (
        <img className={styles.image} src={avatar} alt="" onError={() => setBroken(true)} />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {Array.from(nickname.trim())[0]?.toUpperCase() ?? '?'}
        </span>
      )}
    </span>
  );
}
