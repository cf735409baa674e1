import { API } from '@mecha/shared/api-paths';
import { EDITION_CODES, type EditionCode } from '@mecha/shared/editions';
import type { OpsOperator } from '@mecha/shared/ops/console-api';
import { OPS_PASSWORD_MIN, OPS_ROLES, type OpsEditions, type OpsRole } from '@mecha/shared/ops/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import QRCode from 'qrcode';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';
import type { OpsPageProps } from '../shell/ops-app.tsx';
import { editionsText } from '../shell/ops-shell.tsx';
import ui from '../lib/ui.module.css';
import styles from './operators.module.css';

// Operator accounts (admin only): the list; create one (its TOTP secret is shown once, with a QR code of the
// otpauth URL for an authenticator app); change a role or editions, disable, lift a lock, issue a new TOTP secret.

interface Created {
  name: string;
  totpSecret: string;
  otpauthUrl: string;
}

function EditionsField({ value, onChange, legend }: { value: OpsEditions; onChange: (v: OpsEditions) => void; legend: string }) {
  const all = value === 'all';
  const list: readonly EditionCode[] = all ? [] : value;
  const toggle = (code: EditionCode, on: boolean) => {
    const next = on ? [...list, code] : list.filter((c) => c !== code);
    onChange(next.length ? next : []);
  };
  return (
    <fieldset className={styles.editions}>
      <legend>{legend}</legend>
      <label className={styles.check}>
        <input type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked ? 'all' : [])} />
        All editions
      </label>
      {EDITION_CODES.map((code) => (
        <label key={code} className={styles.check}>
          <input type="checkbox" disabled={all} checked={all || list.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
          {code.toUpperCase()}
        </label>
      ))}
    </fieldset>
  );
}

function SecretOnce({ created, onDone }: { created: Created; onDone: () => void }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(created.otpauthUrl, { margin: 1, width: 320 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [created.otpauthUrl]);
  return (
    <section className={ui.panel} aria-labelledby="secret-title" data-testid="ops-totp-secret">
      <h2 id="secret-title" className={ui.panelTitle}>
        TOTP secret for {created.name}
      </h2>
      <p className={ui.note}>Shown once. Scan it with the operator’s authenticator app now, or copy the secret; it cannot be shown again.</p>
      <div className={styles.secret}>
        {qr ? <img src={qr} alt={`QR code of the TOTP secret for ${created.name}`} /> : null}
        <div>
          <p className={ui.muted}>Secret (base32)</p>
          <p className={`${ui.mono} ${styles.secretText}`} data-testid="ops-totp-secret-text">
            {created.totpSecret}
          </p>
          <button type="button" className={ui.secondary} onClick={onDone}>
            Done
          </button>
        </div>
      </div>
    </section>
  );
}

function CreateForm({ onCreated }: { onCreated: (c: Created) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OpsRole>('editor');
  const [editions, setEditions] = useState<OpsEditions>('all');
  const [password, setPassword] = useState('');
  const create = useMutation({
    mutationFn: () => opsRequest<{ operator: OpsOperator; totpSecret: string; otpauthUrl: string }>(API.opsOperatorCreate, { body: { name: name.trim(), role, editions, password } }),
    onSuccess: (data) => {
      onCreated({ name: data.operator.name, totpSecret: data.totpSecret, otpauthUrl: data.otpauthUrl });
      setName('');
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: ['ops', 'operators'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  const editionsOk = editions === 'all' || editions.length > 0;
  return (
    <section className={ui.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={ui.panelTitle}>
        New operator
      </h2>
      <form className={styles.form} onSubmit={submit} data-testid="ops-operator-create">
        <label className={ui.field}>
          Name
          <input className={ui.input} value={name} onChange={(e) => setName(e.target.value)} required pattern="[A-Za-z0-9._@\-]{1,40}" maxLength={40} autoComplete="off" />
        </label>
        <label className={ui.field}>
          Role
          <select className={ui.input} value={role} onChange={(e) => setRole(e.target.value as OpsRole)}>
            {OPS_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <EditionsField value={editions} onChange={setEditions} legend="Editions" />
        <label className={ui.field}>
          Initial password (at least {OPS_PASSWORD_MIN} characters)
          <input className={ui.input} type="password" value={password} onChange={(e) => setPassword(e.target.value)} required minLength={OPS_PASSWORD_MIN} maxLength={200} autoComplete="new-password" />
        </label>
        <ErrorLine error={create.error} />
        <button type="submit" className={ui.button} disabled={create.isPending || !editionsOk}>
          Create operator
        </button>
      </form>
    </section>
  );
}

function EditPanel({ operator, onSecret, onClose }: { operator: OpsOperator; onSecret: (c: Created) => void; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [role, setRole] = useState<OpsRole>(operator.role);
  const [editions, setEditions] = useState<OpsEditions>(operator.editions);
  const [done, setDone] = useState<string | null>(null);
  const update = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      opsRequest<{ operator: OpsOperator; totpSecret: string | null; otpauthUrl: string | null }>(API.opsOperatorUpdate, { body: { name: operator.name, ...body } }),
    onSuccess: (data, body) => {
      void queryClient.invalidateQueries({ queryKey: ['ops', 'operators'] });
      if (data.totpSecret && data.otpauthUrl) onSecret({ name: data.operator.name, totpSecret: data.totpSecret, otpauthUrl: data.otpauthUrl });
      setDone(body.resetTotp ? 'A new TOTP secret was issued.' : body.unlock ? 'The lock was lifted.' : 'Saved.');
    },
    onMutate: () => setDone(null),
  });
  const locked = operator.lockedUntil !== null;
  return (
    <section className={ui.panel} aria-labelledby="edit-title" data-testid="ops-operator-edit">
      <h2 id="edit-title" className={ui.panelTitle}>
        Edit {operator.name}
      </h2>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ role, editions });
        }}
      >
        <label className={ui.field}>
          Role
          <select className={ui.input} value={role} onChange={(e) => setRole(e.target.value as OpsRole)}>
            {OPS_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <EditionsField value={editions} onChange={setEditions} legend="Editions" />
        <div className={styles.rowActions}>
          <button type="submit" className={ui.button} disabled={update.isPending || (editions !== 'all' && editions.length === 0)}>
            Save role and editions
          </button>
          <button type="button" className={ui.secondary} onClick={onClose}>
            Close
          </button>
        </div>
      </form>
      <hr />
      <div className={styles.rowActions}>
        <button type="button" className={operator.disabled ? ui.secondary : ui.danger} disabled={update.isPending} onClick={() => update.mutate({ disabled: !operator.disabled })}>
          {operator.disabled ? 'Enable' : 'Disable'}
        </button>
        {locked ? (
          <button type="button" className={ui.secondary} disabled={update.isPending} onClick={() => update.mutate({ unlock: true })}>
            Unlock
          </button>
        ) : null}
        <button
          type="button"
          className={ui.danger}
          disabled={update.isPending}
          onClick={() => {
            if (window.confirm(`Issue a new TOTP secret for ${operator.name}? The current one stops working.`)) update.mutate({ resetTotp: true });
          }}
        >
          Reset TOTP
        </button>
      </div>
      <ErrorLine error={update.error} />
      <NoticeLine text={done} />
    </section>
  );
}

export function OperatorsPage(_: OpsPageProps) {
  const list = useQuery({
    queryKey: ['ops', 'operators'],
    queryFn: ({ signal }) => opsRequest<{ list: OpsOperator[] }>(API.opsOperators, { signal }),
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [secret, setSecret] = useState<Created | null>(null);
  const selected = list.data?.list.find((o) => o.name === editing) ?? null;

  return (
    <div className={styles.layout} data-testid="ops-operators">
      <div>
        {secret ? <SecretOnce created={secret} onDone={() => setSecret(null)} /> : null}
        <ErrorLine error={list.error} />
        <div className={ui.tableWrap}>
          <table className={ui.table} data-testid="ops-operator-list">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Editions</th>
                <th scope="col">State</th>
                <th scope="col">Last login</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data?.list.map((o) => (
                <tr key={o.name} className={o.name === editing ? styles.selected : undefined} data-testid="ops-operator-row">
                  <td>{o.name}</td>
                  <td>{o.role}</td>
                  <td>{editionsText(o.editions)}</td>
                  <td>
                    {o.disabled ? <span className={ui.badge}>disabled</span> : null}{' '}
                    {o.lockedUntil ? <span className={ui.badge}>locked until {formatTime(o.lockedUntil)}</span> : null}
                    {!o.disabled && !o.lockedUntil ? 'active' : null}
                  </td>
                  <td>{formatTime(o.lastLoginAt)}</td>
                  <td>{formatTime(o.createdAt)}</td>
                  <td>
                    <button type="button" className={ui.linkButton} onClick={() => setEditing(o.name)} aria-label={`Edit ${o.name}`}>
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
              {list.isPending ? (
                <tr>
                  <td colSpan={7} className={ui.muted}>
                    Loading…
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </div>
      <div>
        {selected ? <EditPanel key={selected.name} operator={selected} onSecret={setSecret} onClose={() => setEditing(null)} /> : <CreateForm onCreated={setSecret} />}
      </div>
    </div>
  );
}
