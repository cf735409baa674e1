import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ImageIcon, TrashIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Field } from '../../../components/text-field.tsx';
import { downscaleImage } from '../lib/downscale-image.ts';
import styles from './screenshot-picker.module.css';

/** Picks one image, shrinks it on a canvas (see downscale-image.ts) and shows the shrunk copy that will be sent. */
export function ScreenshotPicker({ value, onChange }: { value: string | null; onChange: (dataUrl: string | null) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const url = await downscaleImage(file);
      if (url === null) setError(t('feedback.imageTooLarge'));
      onChange(url);
    } catch {
      setError(t('feedback.imageUnreadable'));
      onChange(null);
    } finally {
      setBusy(false);
      // The same file can be picked again after removing it.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Field label={t('feedback.screenshot')} error={error}>
      {value ? (
        <div className={styles.preview}>
          <img src={value} alt={t('feedback.screenshot')} data-testid="screenshot-preview" />
          <button type="button" className={styles.remove} onClick={() => onChange(null)} aria-label={t('feedback.removeScreenshot')} data-testid="screenshot-remove">
            <TrashIcon size="1.6rem" />
          </button>
        </div>
      ) : (
        <button type="button" className={styles.add} onClick={() => input.current?.click()} disabled={busy}>
          {busy ? <Spinner size="1.6rem" /> : <ImageIcon size="2rem" />}
          {busy ? t('feedback.preparing') : t('feedback.addScreenshot')}
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className={styles.file}
        // The button above opens it: named for screen readers, but out of the tab order so focus stops once.
        aria-label={t('feedback.addScreenshot')}
        tabIndex={-1}
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid="screenshot-input"
      />
    </Field>
  );
}
