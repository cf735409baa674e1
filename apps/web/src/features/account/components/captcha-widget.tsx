import { API } from '@mecha/shared/api-paths';
import type { State } from 'altcha/types';
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
  /** Receives a fresh payload once solved, and null whenever it is no longer valid. */
  onChange: (payload: string | null) => void;
  /**
   * Bump to solve a fresh challenge in place, without a new tick (a payload is single use on the server): the
   * widget shows "verifying", then ticked again, and the new payload arrives through onChange.
   */
  renewKey: number;
}

type StateDetail = { state: string; payload?: string };

// The self-hosted ALTCHA proof-of-work check (PRODUCT.md "Accounts and login"): the player ticks it, the browser
// solves the challenge from /api/captcha/challenge, and the payload goes into h5-code-v2's `captcha` field.
// Once ticked it stays ticked (docs/decisions/0155): a spent or expired payload is replaced by a fresh solve when
// the next code is requested, so the player is never shown an unticked box they already ticked.
export function CaptchaWidget({ onChange, renewKey }: CaptchaWidgetProps) {
  const { t } = useTranslation();
  const language = useAppState(languageOf);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [widgetState, setWidgetState] = useState('unverified');
  const widget = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The last payload handed out: the widget may report it again, but it is spent or expiring by then. */
  const handed = useRef<string | null>(null);

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
      // A ticked check whose challenge ran out stays ticked: the next code request solves a fresh one.
      if (state === 'expired' && handed.current !== null) {
        onChangeRef.current(null);
        element.setState?.('verified' as State);
        return;
      }
      setWidgetState(state);
      const fresh = state === 'verified' && payload && payload !== handed.current ? payload : null;
      if (fresh) handed.current = fresh;
      if (fresh || state !== 'verified') onChangeRef.current(fresh);
    };
    element.addEventListener('statechange', onState);
    const configure = () => void element.configure?.({ fetch: envelopeAwareFetch, hideFooter: true });
    // Methods appear once the custom element has upgraded and loaded.
    if (typeof element.configure === 'function') configure();
    else element.addEventListener('load', configure, { once: true });
    return () => element.removeEventListener('statechange', onState);
  }, [status]);

  useEffect(() => {
    if (renewKey === 0) return;
    onChangeRef.current(null);
    void widget.current?.verify?.();
  }, [renewKey]);

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
