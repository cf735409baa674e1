import type { DuoScope } from '@mecha/shared/record/duo-rules';
import { ChipRow } from '../../../components/chip.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { SeasonChoice } from '../lib/use-season.ts';
import styles from './duo-scope-switch.module.css';

/**
 * The partners of a season (the record pages' shared choice: the previous or the current one) or of all time, as
 * one row of chips: a season chip also picks that season for the other record pages.
 */
export function DuoScopeSwitch({ scope, season, onScope }: { scope: DuoScope; season: SeasonChoice; onScope: (scope: DuoScope) => void }) {
  const { t } = useTranslation();
  const value = scope === 'all' ? 'all' : `s${season.season ?? ''}`;
  const pick = (chip: string) => {
    if (chip === 'all') return onScope('all');
    season.select(Number(chip.slice(1)));
    onScope('season');
  };
  return (
    <div className={styles.bar}>
      <ChipRow
        label={t('record.duo.scope')}
        value={value}
        onChange={pick}
        testId="duo-scope"
        chips={[
          ...season.shown.map((s) => ({
            value: `s${s.Code}`,
            label: s.Code === season.current ? t('record.seasonCurrent', { code: s.Code }) : t('record.seasonShort', { code: s.Code }),
            testId: `duo-scope-s${s.Code}`,
          })),
          { value: 'all', label: t('record.duo.allTime'), testId: 'duo-scope-all' },
        ]}
      />
    </div>
  );
}
