import { API } from '@mecha/shared/api-paths';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { languageOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import styles from './captcha-widget.module.css';
import { ALTCHA_LANGUAGE, envelopeAwareFetch, loadAltcha } from './load-altcha.ts';

interface CaptchaWidgetProps {
  /** Receives the payload once solved, and null whenever it is no longer valid. */
  onChange: (payload: string | null) => void;
  /** Bump to demand a fresh solve (a payload is single use on the server). */
  resetKey: number;
}

type StateDetail = { state: string; payload?: string };

// The self-hosted ALTCHA proof-of-work check (PRODUCT.md "Accounts and login"): the player ticks it, the browser
// solves the challenge from /api/captcha/challenge, and the payload goes into h5-code-v2's `captcha` field.
export function CaptchaWidget({ onChange, resetKey }: CaptchaWidgetProps) {
  const { t } = useTranslation();
  const language = useAppState(languageOf);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [widgetState, setWidgetState] = useState('unverified');
  const widget = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setStatus('ready'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (status !== 'ready' || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail;
      setWidgetState(state);
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    const configure = () => void element.configure?.({ fetch: envelopeAwareFetch, hideFooter: true });
    // Methods appear once the custom element has upgraded and loaded.
    if (typeof element.configure === 'function') configure();
    else element.addEventListener('load', configure, { once: true });
    return () => element.removeEventListener('statechange', onState);
  }, [status]);

  useEffect(() => {
    if (resetKey === 0) return;
    widget.current?.reset?.();
    onChangeRef.current(null);
  }, [resetKey]);

  if (status === 'failed') return <p className={styles.note}>{t('captcha.failed')}</p>;
  if (status === 'loading')
    return (
      <div className={styles.placeholder}>
        <Spinner size="1.6rem" /> {t('captcha.loading')}
      </div>
    );
  return (
    <div className={styles.frame} data-testid="captcha" data-state={widgetState}>
      <altcha-widget ref={widget} challenge={API.captchaChallenge} language={ALTCHA_LANGUAGE[language]} />
    </div>
  );
}
