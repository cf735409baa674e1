import { API } from '@mecha/shared/api-paths';
import type { OpsSession } from '@mecha/shared/ops/console-api';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/request.ts';
import { formatTime } from '../lib/format.ts';
import { opsRequest, setOpsToken } from '../lib/ops-request.ts';
import { lastSignOut } from '../lib/ops-session.ts';
import { goOps } from '../lib/use-ops-hash.ts';
import ui from '../lib/ui.module.css';
import styles from './login.module.css';

// Log in with name, password and the six-digit code of the operator's authenticator app. The server never says
// which of the three was wrong; a lock after repeated failures says until when.

export function loginErrorText(error: unknown): string {
  if (isApiError(error, 'opsLocked')) {
    const until = (error.data as { until?: number } | null)?.until;
    return until ? `Too many failed attempts. This account is locked until ${formatTime(until)}.` : error.message;
  }
  if (isApiError(error, 'opsLoginFailed')) return 'The name, password or code is wrong.';
  return error instanceof Error ? error.message : String(error);
}

export function LoginPage() {
  const id = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const note = lastSignOut();
  const login = useMutation({
    mutationFn: () => opsRequest<OpsSession>(API.opsLogin, { body: { name: name.trim(), password, totp } }),
    onSuccess: (session) => {
      setOpsToken(session.token);
      goOps('#/ops/dashboard');
    },
    onError: () => setTotp(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  const codeValid = /^\d{6}$/.test(totp);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Operator console</h1>
        <p className={styles.subtitle}>Mecha Break operations. Log in with your authenticator app’s code.</p>
        {note === 'expired' && !login.isError ? (
          <p className={ui.note} role="status" data-testid="ops-expired">
            Your session has expired. Please log in again.
          </p>
        ) : null}
        {note === 'logout' && !login.isError ? (
          <p className={ui.note} role="status">
            You have logged out.
          </p>
        ) : null}
        <form className={styles.form} onSubmit={submit} aria-describedby={login.isError ? `${id}-error` : undefined} data-testid="ops-login-form">
          <label className={ui.field}>
            Name
            <input className={ui.input} name="username" autoComplete="username" required maxLength={40} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          </label>
          <label className={ui.field}>
            Password
            <input className={ui.input} name="password" type="password" autoComplete="current-password" required maxLength={200} value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <label className={ui.field}>
            Six-digit code
            <input
              className={`${ui.input} ${styles.code}`}
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              value={totp}
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </label>
          {login.isError ? (
            <p id={`${id}-error`} className={ui.error} role="alert" data-testid="ops-login-error">
              {loginErrorText(login.error)}
            </p>
          ) : null}
          <button type="submit" className={`${ui.button} ${styles.submit}`} disabled={login.isPending || !name || !password || !codeValid}>
            {login.isPending ? 'Logging in…' : 'Log in'}
          </button>
        </form>
      </div>
    </main>
  );
}
