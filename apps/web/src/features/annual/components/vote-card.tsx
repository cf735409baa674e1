import { Fragment } from 'react';
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
      <span className={styles.name}>
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
 * A name whose lines may break after a middle dot and nowhere else ("シルバーウイング・" / "メディック"): the dot stays
 * with the part before it, a <wbr> follows it, and the dot is set a little tighter (its glyph is full-width ink
 * in the middle of a wide box), so the longest part with its dot fits a three-column tile on a phone. Without
 * this, a part that did not fit with its dot was broken just before the dot, which then began the next line.
 */
export function NameAtDots({ name }: { name: string }) {
  const parts = name.split(/(?<=・)/u);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part.endsWith('・') ? (
        <>
          {part.slice(0, -1)}
          <span className={styles.dot}>・</span>
        </>
      ) : (
        part
      )}
    </Fragment>
  ));
}
