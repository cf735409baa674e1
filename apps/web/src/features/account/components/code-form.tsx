import { codeSchema, uidSchema } from '@mecha/shared/account/schemas';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/button.tsx';
import { Field, TextField } from '../../../components/text-field.tsx';
import { languageOf } from '../../../lib/locale.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAppState } from '../../../lib/store.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { firstIssueText } from '../../../lib/validation.ts';
import { useSendCode } from '../api/send-code.ts';
import { CaptchaWidget } from './captcha-widget.tsx';
import styles from './code-form.module.css';
import { DemoHint } from './demo-hint.tsx';

interface CodeFormProps {
  submitLabel: string;
  submittingLabel: string;
  /** Called with a validated UID and code; rejects to keep the form as it is (the wrapper toasts why). */
  onSubmit: (input: { uid: string; code: string }) => Promise<unknown>;
  initialUid?: string;
}

// The one UID → captcha → code → submit flow, used by the login page and the bind-role sheet alike.
export function CodeForm({ submitLabel, submittingLabel, onSubmit, initialUid = '' }: CodeFormProps) {
  const { t } = useTranslation();
  const language = useAppState(languageOf);
  const [uid, setUid] = useState(initialUid);
  const [code, setCode] = useState('');
  /** A fresh (unspent) captcha payload. */
  const [captcha, setCaptcha] = useState<string | null>(null);
  /** The player has ticked the check: later code requests solve a fresh one themselves (docs/decisions/0155). */
  const [ticked, setTicked] = useState(false);
  const [captchaRenew, setCaptchaRenew] = useState(0);
  /** The UID a code was asked for while a fresh captcha was still being solved. */
  const pendingSend = useRef<string | null>(null);
  const [uidError, setUidError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ uid: string; at: number } | null>(null);
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const cooldown = useCountdown(cooldownUntil);
  const send = useSendCode();

  const requestCode = () => {
    const uidText = firstIssueText(uidSchema, uid, language);
    setUidError(uidText);
    if (uidText) return;
    const target = uid.trim();
    if (captcha) sendTo(target, captcha);
    else if (ticked) {
      // The last payload went with the previous request (or expired): solve a fresh one, then send.
      pendingSend.current = target;
      setCaptchaRenew((n) => n + 1);
    } else setCaptchaError(t('login.captchaRequired'));
  };

  const sendTo = (target: string, payload: string) => {
    pendingSend.current = null;
    setCaptcha(null);
    send.mutate(
      { uid: target, captcha: payload },
      {
        onSuccess: (data) => {
          setSent({ uid: target, at: Date.now() });
          setCooldownUntil(Date.now() + data.cooldownS * 1000);
          showToast(t('login.codeSent'), 'success');
        },
      },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const uidText = firstIssueText(uidSchema, uid, language);
    const codeText = firstIssueText(codeSchema, code, language);
    setUidError(uidText);
    setCodeError(codeText);
    if (uidText || codeText) return;
    setSubmitting(true);
    try {
      await onSubmit({ uid: uid.trim(), code: code.trim() });
    } catch {
      // Shown by the request wrapper's toast; the form keeps its values for another try.
    } finally {
      setSubmitting(false);
    }
  };

  const sendLabel = send.isPending ? t('login.sending') : cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.sendCode');
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('login.uidLabel')}
        name="uid"
        inputMode="numeric"
        autoComplete="username"
        placeholder={errorMessage('enterRoleUid', language)}
        value={uid}
        maxLength={12}
        error={uidError}
        onChange={(e) => {
          setUid(e.target.value.replace(/\D/g, ''));
          setUidError(null);
        }}
      />
      <Field label={t('login.captchaLabel')} error={captchaError}>
        <CaptchaWidget
          renewKey={captchaRenew}
          onChange={(payload) => {
            if (payload && pendingSend.current) return sendTo(pendingSend.current, payload);
            setCaptcha(payload);
            if (payload) {
              setTicked(true);
              setCaptchaError(null);
            }
          }}
        />
      </Field>
      <TextField
        label={t('login.codeLabel')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={errorMessage('enterCode', language)}
        value={code}
        maxLength={6}
        error={codeError}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, ''));
          setCodeError(null);
        }}
        trailing={
          <Button size="sm" variant="secondary" onClick={requestCode} disabled={cooldown > 0} loading={send.isPending} data-testid="send-code">
            {sendLabel}
          </Button>
        }
      />
      <p className={styles.note}>{t('login.codeValidity')}</p>
      <Button type="submit" block loading={submitting}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
      <DemoHint
        sent={sent}
        onPickUid={(picked) => {
          setUid(picked);
          setUidError(null);
        }}
        onPickCode={(picked) => {
          setCode(picked);
          setCodeError(null);
        }}
      />
    </form>
  );
}
