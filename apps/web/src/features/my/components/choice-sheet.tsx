import { useId } from 'react';
import { CheckIcon } from '../../../components/icons.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import listStyles from '../../../components/list.module.css';
import styles from './language-sheet.module.css';

export type Choice<K extends string> = {
  key: K;
  label: string;
  /** The language the label is written in, when it is not the page's (each language names itself). */
  lang?: string;
  /** A data-* attribute for tests and styling, e.g. ['data-language', 'en']. */
  data: [`data-${string}`, string];
};

/** A sheet of one-tap choices with the current one ticked (language, theme). */
export function ChoiceSheet<K extends string>(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  choices: Choice<K>[];
  current: K;
  onPick: (key: K) => void;
}) {
  const titleId = useId();
  return (
    <Overlay open={props.open} onClose={props.onClose} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {props.title}
      </h2>
      <ul className={listStyles.stack} role="listbox" aria-labelledby={titleId}>
        {props.choices.map((choice) => (
          <li key={choice.key} role="none">
            <button
              type="button"
              role="option"
              aria-selected={choice.key === props.current}
              lang={choice.lang}
              className={styles.option}
              {...{ [choice.data[0]]: choice.data[1] }}
              onClick={() => props.onPick(choice.key)}
            >
              <span>{choice.label}</span>
              {choice.key === props.current && <CheckIcon size="2rem" />}
            </button>
          </li>
        ))}
      </ul>
    </Overlay>
  );
}
