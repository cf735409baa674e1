import { Fragment, type CSSProperties } from 'react';
import { characterById } from '@mecha/shared/game/characters';
import { CheckIcon } from '../../../components/icons.tsx';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import styles from './vote-card.module.css';

interface VoteCardProps {
  id: string;
  name: string;
  picture: string | null;
  picked: boolean;
  /** After voting, outside the window or for a role that may not vote: shown, not tappable. */
  locked: boolean;
  onToggle: () => void;
  pickedLabel: string;
}

/**
 * One mecha of the vote: its picture, or (no art ships with the app) its class plate, and its name. A toggle
 * button (aria-pressed) while picking; a plain tile with my pick marked once the choice is locked.
 */
export function VoteCard({ id, name, picture, picked, locked, onToggle, pickedLabel }: VoteCardProps) {
  const face = picture ? (
    <img className={styles.picture} src={picture} alt="" width={72} height={72} loading="lazy" decoding="async" />
  ) : (
    <CharacterAvatar id={id} cls={characterById(id)?.class ?? null} size="5.6rem" />
  );
  const inner = (
    <>
      <span className={styles.face}>{face}</span>
      <span className={styles.name} style={{ '--name-em': nameEms(name) } as CSSProperties}>
        <NameAtDots name={name} />
      </span>
      {picked && (
        <span className={styles.tick} aria-label={pickedLabel} role="img">
          <CheckIcon size="1.3rem" />
        </span>
      )}
    </>
  );
  if (locked)
    return (
      <li className={styles.card} data-testid="vote-card" data-id={id} data-picked={picked} data-locked="true">
        <div className={styles.tile}>{inner}</div>
      </li>
    );
  return (
    <li className={styles.card} data-testid="vote-card" data-id={id} data-picked={picked}>
      <button type="button" className={styles.tile} aria-pressed={picked} onClick={onToggle}>
        {inner}
      </button>
    </li>
  );
}

/**
 * A name whose lines may break after a middle dot and nowhere else ("シルバーウイング・" / "メディック"): a <wbr> follows
 * each dot (the tile's `word-break: keep-all` offers no break there). Without it, and where the part with its dot did
 * not fit the line, the name was broken just before the dot, which then began the next line; the tile's CSS also
 * sets a name a little smaller where its longest part would not fit (nameEms), as on a 360 px phone.
 */
export function NameAtDots({ name }: { name: string }) {
  return name.split(/(?<=・)/u).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Full-width characters (CJK punctuation, kana, ideographs, full-width forms): about 1 em each in the tile's faces. */
const FULL_WIDTH = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff01-\uff60]/u;

/**
 * The width in ems of the name's longest part that cannot break (between spaces and after middle dots, as
 * NameAtDots and the tile's `word-break: keep-all` allow): a full-width character (the dot too) 1 em, a Latin
 * letter about 0.6. The tile's CSS caps the name's size at its width divided by this.
 */
export function nameEms(name: string): number {
  let longest = 0;
  for (const part of name.split(/(?<=・)|\s+/u)) {
    let ems = 0;
    for (const ch of part) ems += FULL_WIDTH.test(ch) ? 1 : 0.6;
    longest = Math.max(longest, ems);
  }
  return Math.round(longest * 10) / 10;
}
