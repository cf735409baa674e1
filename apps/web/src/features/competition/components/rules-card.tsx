import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RulesTick } from './rules-tick.tsx';
import styles from './rules-card.module.css';

/** The tournament's rules folded away (paragraphs as the operators wrote them) and, while teams can form, the tick. */
export function RulesCard({ rules, ticked, onTick, showTick }: { rules: string; ticked: boolean; onTick: (ticked: boolean) => void; showTick: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('competition.rules.title')} id="comp-rules" data-testid="comp-rules">
      <details className={styles.rules}>
        <summary data-testid="comp-rules-open">{t('competition.rules.show')}</summary>
        <div className={styles.text}>
          {rules
            .split(/\n\s*\n/)
            .filter((p) => p.trim())
            .map((p, i) => (
              <p key={i}>{p}</p>
            ))}
        </div>
      </details>
      {showTick && <RulesTick ticked={ticked} onTick={onTick} testId="comp-rules-tick" />}
    </Panel>
  );
}
