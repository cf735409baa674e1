import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { uidSchema } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { editionOfRegion, OPS_COMP_PATHS, type OpsTeam, type OpsTeamDetail } from '@mecha/shared/competition/ops-api';
import type { OpsOperator } from '@mecha/shared/ops/console-api';
import { editionAllowed, seesPersonalData } from '@mecha/shared/ops/roles';
import { useState } from 'react';
import { errorMessage, formatNumber, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { NoticeLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { COMP_KEY, withIssues } from './tournaments-api.ts';
import styles from './tournaments.module.css';

// One team: members and leader, its whole history (what, who, when), the contact revealed on demand to the roles
// that may see personal data (each reveal in the audit log), and the roster changes — add, remove, hand the lead
// over, disqualify — each confirmed with a mandatory reason. Actions are hidden from an operator of another edition
// (the server refuses them anyway).

type Change =
  | { kind: 'add'; uid: string }
  | { kind: 'remove' | 'transfer'; uid: string; nickname: string }
  | { kind: 'disqualify' };

const DIALOG: Record<Change['kind'], { title: string; confirm: string; path: string }> = {
  add: { title: 'Add a member', confirm: 'Add member', path: OPS_COMP_PATHS.add },
  remove: { title: 'Remove a member', confirm: 'Remove member', path: OPS_COMP_PATHS.remove },
  transfer: { title: 'Transfer the lead', confirm: 'Make leader', path: OPS_COMP_PATHS.transfer },
  disqualify: { title: 'Disqualify the team', confirm: 'Disqualify', path: OPS_COMP_PATHS.disqualify },
};

function changeLines(team: OpsTeam, c: Change): string[] {
  const leader = team.members.find((m) => m.role === 'leader');
  if (c.kind === 'add') return [`${c.uid} joins ${team.name} (the teaming rules still apply)`];
  if (c.kind === 'remove') return [`${c.nickname} (${c.uid}) leaves ${team.name}`, ...(leader?.uid === c.uid ? ['The other member becomes the leader'] : [])];
  if (c.kind === 'transfer') return [`${c.nickname} (${c.uid}) becomes the leader of ${team.name}`, `${leader?.nickname ?? 'The leader'} becomes a member`];
  return [`${team.name} is disqualified`, 'Its undecided matches become walkovers for the opponents', 'Its members are told'];
}

function Contact({ team, operator }: { team: OpsTeam; operator: OpsOperator }) {
  const reveal = useMutation({ mutationFn: () => opsRequest<{ fields: Record<string, string> }>(API.opsReveal, { body: { kind: 'comp-team', id: team.id } }) });
  if (!seesPersonalData(operator.role)) return <span className={ui.muted}>{team.contact.kind} · hidden for your role</span>;
  if (reveal.data) return <span data-testid="team-contact">{reveal.data.fields.contactKind} {reveal.data.fields.contact} <span className={ui.muted}>(this reveal is in the audit log)</span></span>;
  return (
    <span>
      {team.contact.kind}{' '}
      <button type="button" className={ui.secondary} onClick={() => reveal.mutate()} disabled={reveal.isPending} data-testid="reveal-contact">Reveal contact</button>
      {reveal.isError && <span className={ui.error} role="alert"> {errorMessage(reveal.error)}</span>}
    </span>
  );
}

export function TeamDetail({ teamId, operator, onClose }: { teamId: string; operator: OpsOperator; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [change, setChange] = useState<Change | null>(null);
  const [uid, setUid] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: [...COMP_KEY, 'team', teamId],
    queryFn: ({ signal }) => opsRequest<OpsTeamDetail>(OPS_COMP_PATHS.team, { query: { teamId }, signal }),
    refetchOnWindowFocus: false,
  });
  if (detail.isError) return <section className={ui.panel}><p className={ui.error} role="alert">{errorMessage(detail.error)}</p></section>;
  if (!detail.data) return <section className={ui.panel}><p className={ui.muted}>Loading…</p></section>;
  const { team, history } = detail.data;
  const edition = editionOfRegion(team.region);
  const mayChange = edition === null || editionAllowed(operator.editions, edition);
  const standing = team.state === 'forming' || team.state === 'full';

  async function apply(c: Change, reason: string) {
    const body = c.kind === 'disqualify' ? { teamId: team.id, reason } : { teamId: team.id, uid: c.uid, reason };
    await withIssues(() => opsRequest(DIALOG[c.kind].path, { body }));
    setNotice(`${DIALOG[c.kind].confirm}: done.`);
    if (c.kind === 'add') setUid('');
    await queryClient.invalidateQueries({ queryKey: COMP_KEY });
  }

  return (
    <section className={ui.panel} aria-labelledby="team-h" data-testid="team-detail" data-team={team.id}>
      <div className={styles.headRow}>
        <h2 id="team-h" className={ui.panelTitle}>{team.name}</h2>
        <span className={ui.badge}>{team.state}</span>
        <span className={ui.muted}>{team.region}{edition ? ` · ${edition} edition` : ''} · <span className={ui.mono}>{team.id}</span></span>
        <button type="button" className={ui.secondary} onClick={onClose}>Close</button>
      </div>
      {team.disqualifiedReason && <p className={ui.error}>Disqualified: {team.disqualifiedReason}</p>}
      <p>Contact: <Contact team={team} operator={operator} /></p>
      <div className={ui.tableWrap}>
      <table className={ui.table} data-testid="team-members">
        <thead><tr><th scope="col">Member</th><th scope="col">UID</th><th scope="col">Role</th><th scope="col">Best 2v2</th><th scope="col">Joined</th>{mayChange && <th scope="col">Change</th>}</tr></thead>
        <tbody>
          {team.members.map((m) => (
            <tr key={m.uid} data-member={m.uid}>
              <td>{m.nickname}</td>
              <td className={ui.mono}>{m.uid}</td>
              <td>{m.role === 'leader' ? '★ leader' : 'member'}</td>
              <td>{formatNumber(m.best)}</td>
              <td>{formatTime(m.joinedAt)}</td>
              {mayChange && (
                <td className={styles.actions}>
                  {m.role !== 'leader' && standing && <button type="button" className={ui.secondary} onClick={() => setChange({ kind: 'transfer', uid: m.uid, nickname: m.nickname })}>Make leader…</button>}
                  <button type="button" className={ui.danger} onClick={() => setChange({ kind: 'remove', uid: m.uid, nickname: m.nickname })}>Remove…</button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      {mayChange ? (
        <div className={ui.toolbar}>
          {standing && (
            <form className={styles.inline} onSubmit={(e) => { e.preventDefault(); if (uidSchema.safeParse(uid).success) setChange({ kind: 'add', uid: uid.trim() }); }}>
              <label className={ui.field}>
                Add a member by UID
                <input className={ui.input} value={uid} inputMode="numeric" maxLength={12} onChange={(e) => setUid(e.target.value)} />
              </label>
              <button type="submit" className={ui.secondary} disabled={!uidSchema.safeParse(uid).success}>Add…</button>
            </form>
          )}
          {standing && <button type="button" className={ui.danger} onClick={() => setChange({ kind: 'disqualify' })} data-testid="disqualify">Disqualify…</button>}
        </div>
      ) : (
        <p className={ui.muted}>This team belongs to the {edition} edition: your account cannot change it.</p>
      )}
      <NoticeLine text={notice} />
      <h3 className={styles.subTitle}>History</h3>
      <ol className={styles.history} data-testid="team-history">
        {history.map((h) => (
          <li key={h.id}>
            <time dateTime={new Date(h.at * 1000).toISOString()}>{formatTime(h.at)}</time> · <strong>{h.action}</strong>
            {h.subject && <> · {h.subject.nickname} ({h.subject.uid})</>} · by {h.actor.kind}
            {h.actor.nickname ? ` ${h.actor.nickname}` : ''}
            {h.note && <> · “{h.note}”</>}
          </li>
        ))}
      </ol>
      {change && (
        <ReasonDialog
          title={DIALOG[change.kind].title}
          changes={changeLines(team, change)}
          confirmLabel={DIALOG[change.kind].confirm}
          reasonLabel="Reason (written to the team's history and the audit log)"
          danger={change.kind === 'disqualify' || change.kind === 'remove'}
          onConfirm={(reason) => apply(change, reason)}
          onClose={() => setChange(null)}
          testId="team-change-dialog"
        />
      )}
    </section>
  );
}
