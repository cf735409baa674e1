import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { API } from '@mecha/shared/api-paths';
import { useId, useState, type FormEvent } from 'react';
import { formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import styles from './account.module.css';
import { cliUsage } from './password-check.ts';

// Personal API tokens (the CLI's credential): the list (label, created, last used, expiry, state), a new one — shown
// once, with a copy button and how the CLI takes it — and revoking one after a confirm.

interface TokenInfo {
  id: number;
  label: string;
  createdAt: number;
  expiresAt: number;
  lastUsedAt: number | null;
  revoked: boolean;
}
const TOKENS_KEY = ['ops', 'account', 'tokens'];

export function TokensPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState('90');
  const [created, setCreated] = useState<{ token: string; info: TokenInfo } | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<TokenInfo | null>(null);
  const list = useQuery({ queryKey: TOKENS_KEY, queryFn: ({ signal }) => opsRequest<{ list: TokenInfo[] }>(API.opsTokens, { signal }) });
  const dayCount = Number(days);
  const ready = label.trim().length > 0 && Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 365;
  const create = useMutation({
    mutationFn: () => opsRequest<{ token: string; info: TokenInfo }>(API.opsTokenCreate, { body: { label: label.trim(), days: dayCount } }),
    onSuccess: async (data) => {
      setCreated(data);
      setCopied(false);
      setLabel('');
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) create.mutate();
  };
  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const now = Date.now() / 1000;
  return (
    <section className={ui.panel} aria-labelledby={`${id}-h`} data-testid="account-tokens">
      <h2 id={`${id}-h`} className={ui.panelTitle}>
        API tokens
      </h2>
      <p className={ui.muted}>For the operator CLI. A token acts as you, with your role and editions, until it expires or you revoke it.</p>
      <form onSubmit={submit} className={ui.toolbar}>
        <label className={ui.field}>
          Label
          <input className={ui.input} value={label} maxLength={60} onChange={(e) => setLabel(e.target.value)} placeholder="laptop CLI" data-testid="token-label" />
        </label>
        <label className={ui.field}>
          Valid for (days, 1–365)
          <input className={ui.input} inputMode="numeric" value={days} maxLength={3} onChange={(e) => setDays(e.target.value)} data-testid="token-days" />
        </label>
        <button type="submit" className={ui.button} disabled={!ready || create.isPending} data-testid="token-create">
          Create token
        </button>
      </form>
      <ErrorLine error={create.error} />
      {created && (
        <div className={styles.secret} role="status" data-testid="token-created">
          <strong>Token “{created.info.label}” — copy it now: it is shown only this once.</strong>
          <div className={styles.secretRow}>
            <code className={styles.code} data-testid="token-value">
              {created.token}
            </code>
            <button type="button" className={ui.secondary} onClick={() => void copy(created.token)}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
          <span>
            Use it with the CLI: <code className={styles.code}>{cliUsage('…')}</code>, or save it alone in <code className={styles.code}>~/.mecha-ops-token</code> (mode 0600).
          </span>
          <button type="button" className={ui.linkButton} onClick={() => setCreated(null)}>
            I have saved it — hide it
          </button>
        </div>
      )}
      <ErrorLine error={list.error} />
      {list.data && (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((t) => {
                const live = !t.revoked && t.expiresAt > now;
                return (
                  <tr key={t.id} data-token-label={t.label}>
                    <td>{t.label}</td>
                    <td>{formatTime(t.createdAt)}</td>
                    <td>{t.lastUsedAt ? formatTime(t.lastUsedAt) : 'Never'}</td>
                    <td>{formatTime(t.expiresAt)}</td>
                    <td>{t.revoked ? 'Revoked' : live ? 'Active' : 'Expired'}</td>
                    <td>
                      {live ? (
                        <button type="button" className={ui.linkButton} onClick={() => setRevoking(t)} aria-label={`Revoke token ${t.label}`}>
                          Revoke
                        </button>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                );
              })}
              {list.data.list.length === 0 && (
                <tr>
                  <td colSpan={6} className={ui.muted}>
                    No tokens.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {revoking && (
        <ReasonDialog
          title={`Revoke token “${revoking.label}”?`}
          changes={['Every call made with it is refused from now on (the CLI using it must log in again).', 'This cannot be undone: create a new token instead.']}
          confirmLabel="Revoke"
          danger
          testId="token-revoke-dialog"
          onConfirm={async () => {
            await opsRequest(API.opsTokenRevoke, { body: { id: revoking.id } });
            if (created?.info.id === revoking.id) setCreated(null);
            await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
          }}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
