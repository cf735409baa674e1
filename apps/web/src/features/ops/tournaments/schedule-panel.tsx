import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPS_COMP_PATHS, type OpsTournament, type OpsTournamentInput } from '@mecha/shared/competition/ops-api';
import { STAGE_KINDS, type StageKind } from '@mecha/shared/competition/rules';
import { useId, useState, type FormEvent } from 'react';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { NoticeLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { bodyOf, draftOf, scheduleChanges, utcTitle, type ScheduleDraft, type StageDraft } from './schedule-form.ts';
import { COMP_KEY, withIssues } from './tournaments-api.ts';
import styles from './tournaments.module.css';

// Schedule: the sign-up window, the check-in lead and the stages (online rounds, knockout, final) in the operator's
// local time (the UTC reading in each field's title), saved as a whole after a confirm listing what changes. The
// server holds the order of the windows and refuses a stage with check-ins or matches being left out.

function TimeField({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId?: string }) {
  const id = useId();
  return (
    <label className={ui.field} htmlFor={id}>
      {label}
      <input id={id} type="datetime-local" className={ui.input} value={value} title={utcTitle(value)} onChange={(e) => onChange(e.target.value)} data-testid={testId} required />
    </label>
  );
}

export function SchedulePanel({ tournament, canEdit }: { tournament: OpsTournament; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ScheduleDraft>(() => draftOf(tournament));
  const [confirm, setConfirm] = useState<{ body: OpsTournamentInput; changes: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const checkinId = useId();
  const save = useMutation({
    mutationFn: (body: OpsTournamentInput) => opsRequest(OPS_COMP_PATHS.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMP_KEY }),
  });
  const setStage = (i: number, patch: Partial<StageDraft>) => setDraft((d) => ({ ...d, stages: d.stages.map((s, k) => (k === i ? { ...s, ...patch } : s)) }));

  function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const built = bodyOf(tournament, draft);
    if ('error' in built) return setProblem(built.error);
    const changes = scheduleChanges(tournament, built.body);
    if (!changes.length) return setProblem('Nothing to save: the schedule is unchanged.');
    setProblem(null);
    setConfirm({ body: built.body, changes });
  }

  return (
    <section className={ui.panel} aria-labelledby="schedule-h" data-testid="tournament-schedule">
      <h2 id="schedule-h" className={ui.panelTitle}>
        Schedule
      </h2>
      <p className={ui.muted}>Times are in your local time zone; hover a field for UTC. Rosters lock when check-in opens.</p>
      <form onSubmit={submit}>
        <fieldset className={styles.fieldset} disabled={!canEdit}>
          <div className={ui.toolbar}>
            <TimeField label="Sign-up opens" value={draft.signupFrom} onChange={(v) => setDraft({ ...draft, signupFrom: v })} testId="signup-from" />
            <TimeField label="Sign-up closes" value={draft.signupTo} onChange={(v) => setDraft({ ...draft, signupTo: v })} testId="signup-to" />
            <label className={ui.field} htmlFor={checkinId}>
              Check-in opens (minutes before a stage)
              <input id={checkinId} className={ui.input} inputMode="numeric" value={draft.checkinMinutes} onChange={(e) => setDraft({ ...draft, checkinMinutes: e.target.value })} />
            </label>
          </div>
          <ol className={styles.stages}>
            {draft.stages.map((s, i) => (
              <li key={i} className={styles.stage} data-stage={s.id}>
                <label className={ui.field}>
                  Stage id
                  <input className={ui.input} value={s.id} maxLength={40} onChange={(e) => setStage(i, { id: e.target.value })} />
                </label>
                <label className={ui.field}>
                  Kind
                  <select className={ui.input} value={s.kind} onChange={(e) => setStage(i, { kind: e.target.value as StageKind })}>
                    {STAGE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {k === 'online' ? 'Online round' : k === 'knockout' ? 'Knockout' : 'Final'}
                      </option>
                    ))}
                  </select>
                </label>
                <TimeField label="Starts" value={s.startsAt} onChange={(v) => setStage(i, { startsAt: v })} />
                <TimeField label="Ends" value={s.endsAt} onChange={(v) => setStage(i, { endsAt: v })} />
                <button type="button" className={ui.danger} onClick={() => setDraft({ ...draft, stages: draft.stages.filter((_, k) => k !== i) })} aria-label={`Remove stage ${s.id}`}>
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <div className={ui.toolbar}>
            <button type="button" className={ui.secondary} onClick={() => setDraft({ ...draft, stages: [...draft.stages, { id: '', kind: 'online', names: {}, startsAt: '', endsAt: '' }] })}>
              Add stage
            </button>
            <button type="button" className={ui.secondary} onClick={() => { setDraft(draftOf(tournament)); setProblem(null); }}>
              Reset
            </button>
            <button type="submit" className={ui.button} data-testid="schedule-save">
              Save schedule…
            </button>
          </div>
        </fieldset>
      </form>
      {!canEdit && <p className={ui.muted}>Changing the schedule needs an operator of every edition (it reaches every team).</p>}
      {problem && <p className={ui.error} role="alert">{problem}</p>}
      <NoticeLine text={notice} />
      {confirm && (
        <ReasonDialog
          title={`Save the schedule of ${tournament.id}`}
          changes={confirm.changes}
          confirmLabel="Save schedule"
          onConfirm={async () => {
            await withIssues(() => save.mutateAsync(confirm.body));
            setNotice('Schedule saved.');
          }}
          onClose={() => setConfirm(null)}
        />
      )}
    </section>
  );
}
