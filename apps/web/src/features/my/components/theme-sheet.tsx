import { useTranslation } from '../../../i18n/use-translation.ts';
import { appStore, useAppState } from '../../../lib/store.ts';
import { THEME_CHOICES } from '../../../lib/theme.ts';
import { THEME_LABELS } from '../theme-labels.ts';
import { ChoiceSheet } from './choice-sheet.tsx';

/** System, light or dark: the store keeps the choice and AppLayout applies it at once (lib/theme.ts). */
export function ThemeSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useAppState((s) => s.themeChoice);
  return (
    <ChoiceSheet
      open={open}
      onClose={onClose}
      title={t('my.chooseTheme')}
      current={current}
      choices={THEME_CHOICES.map((choice) => ({ key: choice, label: t(THEME_LABELS[choice]), data: ['data-theme-choice', choice] }))}
      onPick={(choice) => {
        appStore.set({ themeChoice: choice });
        onClose();
      }}
    />
  );
}
