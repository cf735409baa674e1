import { useTranslation } from '../../../i18n/use-translation.ts';
import { Chip } from '../../../components/chip.tsx';
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
          <Chip key={c} role="radio" aria-checked={value === c} active={value === c} onClick={() => onChange(c)} data-value={c}>
            {t(`feedback.categories.${c}`)}
          </Chip>
        ))}
      </div>
    </Field>
  );
}
