import { API } from '@mecha/shared/api-paths';
import type { OpsPlayer } from '@mecha/shared/ops/console-api';
import { roleMay, seesPersonalData } from '@mecha/shared/ops/roles';
import { useMutation } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formatNumber, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ErrorLine } from '../lib/status-lines.tsx';
import type { OpsPageProps } from '../shell/ops-app.tsx';
import ui from '../lib/ui.module.css';
import styles from './players.module.css';
import { SuspensionsPanel } from './suspensions-panel.tsx';

// Player look-up by UID (a game role) or account (the platform's id): roles, points and their ledger, top-up and
// mall orders, claims, mails, suspension. No personal data comes with it; a "Reveal address" button asks for one
// record's (mall order, tier claim, anniversary draw), and the server writes each reveal to the audit log. Mall
// suspensions, current and past, with suspend and lift (suspensions-panel.tsx).

type RevealKind = 'mall-order' | 'act-claim' | 'annual-draw';
const REVEALABLE_CLAIMS: readonly string[] = ['act-claim', 'annual-draw'];

export function lookupQuery(text: string, by: 'uid' | 'account'): { uid?: string; account?: string } | null {
  const value = text.trim();
  if (!value) return null;
  return by === 'uid' ? { uid: value } : { account: value };
}

function Reveal({ kind, id }: { kind: RevealKind; id: string }) {
  const reveal = useMutation({
    mutationFn: () => opsRequest<{ fields: Record<string, string> }>(API.opsReveal, { body: { kind, id } }),
  });
  if (reveal.isSuccess) {
    const entries = Object.entries(reveal.data.fields);
    return (
      <div className={styles.revealed} data-testid="player-revealed">
        <strong>Revealed — this look-up was written to the audit log.</strong>
        {entries.length ? (
          <dl>
            {entries.map(([k, v]) => (
              <RevealedField key={k} term={k} value={v} />
            ))}
          </dl>
        ) : (
          <div>No address on this record.</div>
        )}
      </div>
    );
  }
  return (
    <>
      <button type="button" className={ui.linkButton} onClick={() => reveal.mutate()} disabled={reveal.isPending} aria-label={`Reveal the address of ${kind} ${id}`} data-testid="player-reveal">
        Reveal address
      </button>
      {reveal.isError ? (
        <span className={ui.error} role="alert">
          {reveal.error.message}
        </span>
      ) : null}
    </>
  );
}

function RevealedField({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Panel({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className={ui.panel} aria-label={title}>
      <h2 className={ui.panelTitle}>
        {title}
        {count !== undefined ? <span className={ui.muted}> ({count})</span> : null}
      </h2>
      {children}
    </section>
  );
}

function Table({ head, rows, empty = 'None.' }: { head: string[]; rows: ReactNode[][]; empty?: string }) {
  if (rows.length === 0) return <p className={ui.muted}>{empty}</p>;
  return (
    <div className={`${ui.tableWrap} ${styles.scroll}`}>
      <table className={ui.table}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlayerView({ player, canReveal, canSuspend }: { player: OpsPlayer; canReveal: boolean; canSuspend: boolean }) {
  return (
    <div data-testid="player-view">
      <section className={`${ui.panel} ${player.suspension ? styles.suspended : ''}`} aria-label="Summary">
        <dl className={styles.summary}>
          <div>
            <dt>Account</dt>
            <dd className={ui.mono}>{player.account?.yfyUid ?? 'No account bound'}</dd>
          </div>
          <div>
            <dt>Account created</dt>
            <dd>{formatTime(player.account?.createdAt)}</dd>
          </div>
          <div>
            <dt>Points balance</dt>
            <dd data-testid="player-balance">{formatNumber(player.points.balance)}</dd>
          </div>
          <div>
            <dt>Suspension</dt>
            <dd data-testid="player-suspension">
              {player.suspension ? `Suspended${player.suspension.until ? ` until ${formatTime(player.suspension.until)}` : ' indefinitely'}: ${player.suspension.reason}` : 'Not suspended'}
            </dd>
          </div>
        </dl>
      </section>
      {player.account ? <SuspensionsPanel yfyUid={player.account.yfyUid} canChange={canSuspend} /> : null}
      <div className={styles.grid}>
        <Panel title="Roles" count={player.roles.length}>
          <Table head={['UID', 'Nickname', 'Edition', 'Region', 'Bound']} rows={player.roles.map((r) => [<span className={ui.mono}>{r.uid}</span>, r.nickname, r.edition.toUpperCase(), r.region, formatTime(r.boundAt)])} />
        </Panel>
        <Panel title="Points ledger" count={player.points.ledger.length}>
          <Table
            head={['Time', 'Amount', 'Type', 'Reason']}
            rows={player.points.ledger.map((l) => [
              formatTime(l.at),
              <span className={l.amount >= 0 ? styles.positive : styles.negative}>{l.amount > 0 ? `+${formatNumber(l.amount)}` : formatNumber(l.amount)}</span>,
              l.type,
              l.reason ?? '—',
            ])}
          />
        </Panel>
        <Panel title="Top-up orders" count={player.payOrders.length}>
          <Table head={['Order', 'UID', 'State', 'Amount', 'Created']} rows={player.payOrders.map((o) => [<span className={ui.mono}>{o.orderId}</span>, o.uid, o.state, formatNumber(o.amount), formatTime(o.createdAt)])} />
        </Panel>
        <Panel title="Mall orders" count={player.mallOrders.length}>
          <Table
            head={['Order', 'Product', 'State', 'Created', 'Address']}
            rows={player.mallOrders.map((o) => [<span className={ui.mono}>{o.orderId}</span>, o.product, o.state, formatTime(o.createdAt), canReveal ? <Reveal kind="mall-order" id={o.orderId} /> : '—'])}
          />
        </Panel>
        <Panel title="Claims" count={player.claims.length}>
          <Table
            head={['Kind', 'Reference', 'Time', 'Address']}
            rows={player.claims.map((c) => [
              c.kind,
              <span className={ui.mono}>{c.ref}</span>,
              formatTime(c.at),
              canReveal && REVEALABLE_CLAIMS.includes(c.kind) ? <Reveal kind={c.kind as RevealKind} id={c.ref} /> : '—',
            ])}
          />
        </Panel>
        <Panel title="Mails" count={player.mails.length}>
          <Table head={['Title', 'State', 'Time']} rows={player.mails.map((m) => [m.title, m.state, formatTime(m.at)])} />
        </Panel>
      </div>
    </div>
  );
}

export function PlayersPage({ operator, query }: OpsPageProps) {
  const [by, setBy] = useState<'uid' | 'account'>(query.get('account') ? 'account' : 'uid');
  const [text, setText] = useState(query.get('uid') ?? query.get('account') ?? '');
  const [search, setSearch] = useState(() => lookupQuery(text, by));
  const player = useQuery({
    queryKey: ['ops', 'player', search],
    queryFn: ({ signal }) => opsRequest<OpsPlayer>(API.opsPlayer, { query: search!, signal }),
    enabled: search !== null,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(lookupQuery(text, by));
  };
  const canReveal = seesPersonalData(operator.role);

  return (
    <div data-testid="ops-players">
      <form className={styles.lookup} onSubmit={submit} role="search" aria-label="Look up a player">
        <label className={ui.field}>
          Look up by
          <select className={ui.input} value={by} onChange={(e) => setBy(e.target.value as 'uid' | 'account')}>
            <option value="uid">UID (game role)</option>
            <option value="account">Account (platform id)</option>
          </select>
        </label>
        <label className={ui.field}>
          {by === 'uid' ? 'UID' : 'Account'}
          <input className={ui.input} value={text} onChange={(e) => setText(e.target.value)} maxLength={64} required data-testid="player-query" />
        </label>
        <button type="submit" className={ui.button}>
          Look up
        </button>
      </form>
      {player.isFetching ? (
        <p className={ui.muted} role="status">
          Loading…
        </p>
      ) : null}
      <ErrorLine error={player.error} />
      {player.data ? <PlayerView player={player.data} canReveal={canReveal} canSuspend={roleMay(operator.role, 'players')} /> : null}
      {!search ? <p className={ui.muted}>Enter a UID or an account to see the player.</p> : null}
    </div>
  );
}
