import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RecordChoice } from '../lib/share-link.ts';
import styles from './record-choice.module.css';

const FIELDS: (keyof RecordChoice)[] = ['nickname', 'rank', 'score', 'winRate', 'games', 'uid'];

/** What the sharer puts on the poster and in the link; the UID is off unless ticked. */
export function RecordChoiceForm({ choice, onChange }: { choice: RecordChoice; onChange: (choice: RecordChoice) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset} data-testid="record-choice">
      <legend className={styles.legend}>{t('poster.show')}</legend>
      <div className={styles.grid}>
        {FIELDS.map((field) => (
          <label key={field} className={choice[field] ? `${styles.option} ${styles.on}` : styles.option}>
            <input type="checkbox" checked={choice[field]} onChange={(e) => onChange({ ...choice, [field]: e.target.checked })} data-field={field} />
            {t(`poster.fields.${field}`)}
          </label>
        ))}
      </div>
      <p className={choice.uid ? `${styles.note} ${styles.warn}` : styles.note}>{t('poster.uidNote')}</p>
    </fieldset>
  );
}
