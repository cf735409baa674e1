import { useId } from 'react';
import { CheckIcon } from '../../../components/icons.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { appStore, useAppState } from '../../../lib/store.ts';
import { THEME_CHOICES } from '../../../lib/theme.ts';
import { THEME_LABELS } from '../theme-labels.ts';
// The same choice list as the language sheet.
import listStyles from '../../../components/list.module.css';
import styles from './language-sheet.module.css';

/** System, light or dark: the store keeps the choice and AppLayout applies it at once (lib/theme.ts). */
export function ThemeSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const current = useAppState((s) => s.themeChoice);
  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('my.chooseTheme')}
      </h2>
      <ul className={listStyles.stack} role="listbox" aria-labelledby={titleId}>
        {THEME_CHOICES.map((choice) => (
          <li key={choice} role="none">
            <button
              type="button"
              role="option"
              aria-selected={choice === current}
              className={styles.option}
              data-theme-choice={choice}
              onClick={() => {
                appStore.set({ themeChoice: choice });
                onClose();
              }}
            >
              <span>{t(THEME_LABELS[choice])}</span>
              {choice === current && <CheckIcon size="2rem" />}
            </button>
          </li>
        ))}
      </ul>
    </Overlay>
  );
}
