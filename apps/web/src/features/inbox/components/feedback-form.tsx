import { errorMessage } from '../../../i18n/error-texts.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/button.tsx';
import { TextArea } from '../../../components/text-area.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { languageOf } from '../../../lib/locale.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_TEXT_MAX, useSendFeedback, type FeedbackCategory } from '../api/send-feedback.ts';
import { CategoryChips } from './category-chips.tsx';
import styles from './feedback-form.module.css';
import { ScreenshotPicker } from './screenshot-picker.tsx';

/** Category, text (with counter), optional contact and screenshot; checked here with the catalogue's texts. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const language = useAppState(languageOf);
  const send = useSendFeedback();
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ category?: string; text?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = errorMessage('requiredField', language);
    const next = { category: category ? undefined : required, text: text.trim() ? undefined : required };
    setErrors(next);
    if (!category || next.text) return;
    send.mutate(
      { category, text: text.trim(), contact: contact.trim() || undefined, screenshot: screenshot ?? undefined },
      { onSuccess: onSent, onError: (error) => setErrors({ form: isApiError(error) ? error.message : t('common.requestException') }) },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="feedback-form">
      <p className={styles.intro}>{t('feedback.intro')}</p>
      <CategoryChips
        value={category}
        error={errors.category ?? null}
        onChange={(c) => {
          setCategory(c);
          setErrors((e) => ({ ...e, category: undefined }));
        }}
      />
      <TextArea
        label={t('feedback.text')}
        name="text"
        value={text}
        maxLength={FEEDBACK_TEXT_MAX}
        rows={6}
        placeholder={t('feedback.textPlaceholder')}
        error={errors.text}
        onChange={(e) => {
          setText(e.target.value);
          setErrors((er) => ({ ...er, text: undefined }));
        }}
        counter={
          <span className={text.length >= FEEDBACK_TEXT_MAX ? `${styles.counter} ${styles.full}` : styles.counter} data-testid="feedback-counter">
            {t('feedback.counter', { n: text.length, max: FEEDBACK_TEXT_MAX })}
          </span>
        }
      />
      <TextField
        label={t('feedback.contact')}
        name="contact"
        value={contact}
        maxLength={FEEDBACK_CONTACT_MAX}
        placeholder={t('feedback.contactPlaceholder')}
        autoComplete="email"
        onChange={(e) => setContact(e.target.value)}
      />
      <ScreenshotPicker value={screenshot} onChange={setScreenshot} />
      {errors.form && (
        <p className={styles.error} role="alert" data-testid="feedback-error">
          {errors.form}
        </p>
      )}
      <Button type="submit" block loading={send.isPending} data-testid="feedback-submit">
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
