import { useMutation } from '@tanstack/react-query';
import { API } from '@mecha/shared/api-paths';
import { useId, useState, type FormEvent } from 'react';
import { opsRequest } from '../lib/ops-request.ts';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { passwordProblem, type PasswordForm } from './password-check.ts';

// One's own password: the current one, the new one twice and a fresh one-time code. A wrong current password or
// code is the login's refusal (it counts toward the lock). On success the operator's other sessions end; this one
// and the personal API tokens stay (decision 0052).

const EMPTY: PasswordForm = { current: '', next: '', again: '', totp: '' };

export function PasswordPanel({ name }: { name: string }) {
  const id = useId();
  const [f, setF] = useState(EMPTY);
  const [done, setDone] = useState(false);
  const problem = passwordProblem(f, name);
  const change = useMutation({
    mutationFn: () => opsRequest(API.opsPassword, { body: { current: f.current, next: f.next, totp: f.totp } }),
    onSuccess: () => {
      setF(EMPTY);
      setDone(true);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (!problem) change.mutate();
  };
  const field = (key: keyof PasswordForm, label: string, extra: Record<string, unknown>) => (
    <label className={ui.field} htmlFor={`${id}-${key}`}>
      {label}
      <input id={`${id}-${key}`} className={ui.input} value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} data-testid={`password-${key}`} {...extra} />
    </label>
  );
  return (
    <section className={ui.panel} aria-labelledby={`${id}-h`} data-testid="account-password">
      <h2 id={`${id}-h`} className={ui.panelTitle}>
        Change password
      </h2>
      <form onSubmit={submit} className={ui.toolbar}>
        {field('current', 'Current password', { type: 'password', autoComplete: 'current-password', maxLength: 200 })}
        {field('next', 'New password', { type: 'password', autoComplete: 'new-password', maxLength: 200 })}
        {field('again', 'New password again', { type: 'password', autoComplete: 'new-password', maxLength: 200 })}
        {field('totp', 'One-time code', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 })}
        <button type="submit" className={ui.button} disabled={problem !== null || change.isPending} data-testid="password-submit">
          Change password
        </button>
      </form>
      {problem && (f.current || f.next) ? <p className={ui.muted}>{problem}</p> : null}
      <ErrorLine error={change.error} />
      {done && (
        <p className={ui.note} role="status" data-testid="password-done">
          Password changed. Your other console sessions have ended; this one and your API tokens stay.
        </p>
      )}
    </section>
  );
}
