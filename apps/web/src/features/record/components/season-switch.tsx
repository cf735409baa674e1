import { useTranslation } from '../../../i18n/use-translation.ts';
import { Segmented } from '../../../components/segmented.tsx';
import type { SeasonChoice } from '../lib/use-season.ts';

/** The previous and the current season (PRODUCT.md: the UI shows those two). */
export function SeasonSwitch({ choice }: { choice: SeasonChoice }) {
  const { t } = useTranslation();
  if (choice.shown.length === 0) return null;
  return (
    <Segmented
      label={t('record.seasonSwitch')}
      value={choice.season}
      onChange={choice.select}
      options={choice.shown.map((s) => ({
        value: s.Code,
        label: s.Code === choice.current ? t('record.seasonCurrent', { code: s.Code }) : t('record.seasonShort', { code: s.Code }),
        testId: `season-${s.Code}`,
      }))}
    />
  );
}
