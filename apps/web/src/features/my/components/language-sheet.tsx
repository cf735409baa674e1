import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon } from '../../../components/icons.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { useAppState } from '../../../lib/store.ts';
import { LANGUAGE_NAMES } from '../language-names.ts';
import listStyles from '../../../components/list.module.css';
import styles from './language-sheet.module.css';

export function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const current = useAppState((s) => s.languageIndex);
  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('my.chooseLanguage')}
      </h2>
      <ul className={listStyles.stack} role="listbox" aria-labelledby={titleId}>
        {LANGUAGES.map((language, index) => (
          <li key={language} role="none">
            <button
              type="button"
              role="option"
              aria-selected={index === current}
              lang={language}
              className={styles.option}
              data-language={language}
              onClick={() => {
                // The new language's texts load first; the sheet closes once they are in.
                // A failed load (offline) keeps the current language.
                void switchLanguage(index).then(onClose, onClose);
              }}
            >
              <span>{LANGUAGE_NAMES[language]}</span>
              {index === current && <CheckIcon size="2rem" />}
            </button>
          </li>
        ))}
      </ul>
    </Overlay>
  );
}
