import { MODES, type Mode } from '@mecha/shared/record/modes';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Segmented } from '../../../components/segmented.tsx';

export function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented
      label={t('record.modeSwitch')}
      value={mode}
      onChange={onChange}
      options={MODES.map((m) => ({ value: m, label: t(`record.modes.${m}`), testId: `mode-${m}` }))}
    />
  );
}
