import { useTranslation } from '../../../i18n/use-translation.ts';
import { Field } from '../../../components/text-field.tsx';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '../api/send-feedback.ts';
import styles from './category-chips.module.css';

/** The feedback category: one of five, wrapping onto a second line on narrow phones. */
export function CategoryChips({ value, onChange, error }: { value: FeedbackCategory | null; onChange: (c: FeedbackCategory) => void; error: string | null }) {
  const { t } = useTranslation();
  return (
    <Field label={t('feedback.category')} labelId="feedback-category" error={error}>
      <div className={styles.row} role="radiogroup" aria-labelledby="feedback-category" data-testid="feedback-categories">
        {FEEDBACK_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={value === c}
            className={value === c ? `${styles.chip} ${styles.active}` : styles.chip}
            onClick={() => onChange(c)}
            data-value={c}
          >
            {t(`feedback.categories.${c}`)}
          </button>
        ))}
      </div>
    </Field>
  );
}
