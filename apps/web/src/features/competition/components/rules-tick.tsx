import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './rules-tick.module.css';

/**
 * "I have read the rules" (SPEC §5): one state for the page, shown on the rules card and again in the create and
 * join sheets, so the tick is where the player is when it is needed. The server refuses without it (tickRules).
 */
export function RulesTick({ ticked, onTick, testId }: { ticked: boolean; onTick: (ticked: boolean) => void; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className={styles.tick} htmlFor={id}>
      <input id={id} type="checkbox" className={styles.box} checked={ticked} onChange={(e) => onTick(e.target.checked)} data-testid={testId} />
      <span>{t('competition.rules.tick')}</span>
    </label>
  );
}
