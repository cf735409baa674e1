import { errorMessage } from '../../../i18n/error-texts.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { languageOf } from '../../../lib/locale.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRedeemCode } from '../api/redeem-code.ts';
import styles from './redeem-form.module.css';

/** Code redemption; each failure (unknown, expired, used up, already used, wrong edition) stays under the field. */
export function RedeemForm() {
  const { t } = useTranslation();
  const language = useAppState(languageOf);
  const redeem = useRedeemCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const trimmed = code.trim();
    if (!trimmed) return setError(errorMessage('requiredField', language));
    setError(null);
    redeem.mutate(trimmed, {
      onSuccess: (result) => {
        const title = result.Title[language] ?? result.Title.en ?? Object.values(result.Title)[0] ?? result.Batch;
        const text = t('welfare.redeem.success', { title });
        setDone(text);
        setCode('');
        showToast(text, 'success');
      },
      onError: (failure) => setError(isApiError(failure) ? failure.message : t('common.requestException')),
    });
  };

  return (
    <Panel title={t('welfare.redeem.title')} data-testid="redeem">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('welfare.redeem.label')}
          name="code"
          value={code}
          placeholder={t('welfare.redeem.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          error={error}
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(null);
          }}
          trailing={
            <Button type="submit" size="sm" loading={redeem.isPending} className={styles.submit} data-testid="redeem-submit">
              {t('welfare.redeem.submit')}
            </Button>
          }
        />
        {done && (
          <p className={styles.done} role="status" data-testid="redeem-done">
            {done}
          </p>
        )}
      </form>
    </Panel>
  );
}
