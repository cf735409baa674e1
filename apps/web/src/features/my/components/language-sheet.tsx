import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { useAppState } from '../../../lib/store.ts';
import { LANGUAGE_NAMES } from '../language-names.ts';
import { ChoiceSheet } from './choice-sheet.tsx';

export function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useAppState((s) => LANGUAGES[s.languageIndex] ?? LANGUAGES[0]);
  return (
    <ChoiceSheet<Language>
      open={open}
      onClose={onClose}
      title={t('my.chooseLanguage')}
      current={current}
      choices={LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_NAMES[language], lang: language, data: ['data-language', language] }))}
      onPick={(language) => {
        // The new language's texts load first; the sheet closes once they are in.
        // A failed load (offline) keeps the current language.
        void switchLanguage(LANGUAGES.indexOf(language)).then(onClose, onClose);
      }}
    />
  );
}
