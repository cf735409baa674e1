import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@mecha/shared/api-paths';
import type { IncidentOps } from '@mecha/shared/status/api';
import { useId, useState } from 'react';
import { useQuery } from '../../../lib/use-query.ts';
import { formatTime, utcText } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { emptyIncident, incidentDraftOf, listTitle } from './incident-draft.ts';
import { IncidentForm, SEVERITY_LABELS } from './incident-form.tsx';
import styles from './incidents.module.css';

// The incidents players read on the public status page (issue 16, decision 0191): every incident with its
// severity, languages, times and author; post one, change its severity or texts, resolve it (it stays on the
// status page for 7 days after) or reopen it.

const KEY = ['ops', 'status-incidents'] as const;
const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : undefined);

export function IncidentsPage() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<IncidentOps | null>(null);
  // A new form after each post, so the next one starts empty.
  const [formKey, setFormKey] = useState(0);
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => opsRequest<{ list: IncidentOps[] }>(API.opsStatusIncidents, { signal }),
    refetchInterval: 30_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const resolve = useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) => opsRequest<IncidentOps>(API.opsStatusIncidentUpdate, { body: { id, resolved } }),
    onSuccess: (incident, { resolved }) => {
      setNotice(`Incident #${incident.id} “${listTitle(incident)}” is ${resolved ? 'resolved' : 'open again'}.`);
      if (editing?.id === incident.id) setEditing(null);
      void refresh();
    },
  });
  const rows = list.data?.list ?? [];

  return (
    <div className={ui.page}>
      <section className={ui.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={ui.panelTitle}>
          Incidents
        </h2>
        <p className={ui.muted}>
          Shown to every player on the public status page, in their language when you wrote one: open incidents first, resolved ones for 7 days.
        </p>
        <NoticeLine text={notice} testId="incidents-notice" />
        <ErrorLine error={list.error} />
        <ErrorLine error={resolve.error} />
        {list.isPending && <p className={ui.muted}>Loading…</p>}
        {list.data && (
          <div className={ui.tableWrap}>
            <table className={ui.table} data-testid="incidents-table">
              <thead>
                <tr>
                  <th scope="col">Severity</th>
                  <th scope="col">Title</th>
                  <th scope="col">Languages</th>
                  <th scope="col">Started</th>
                  <th scope="col">State</th>
                  <th scope="col">By</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((incident) => (
                  <tr key={incident.id} data-id={incident.id} data-testid="incident-row">
                    <td>
                      <span className={`${ui.badge} ${styles[incident.severity]}`}>{SEVERITY_LABELS[incident.severity]}</span>
                    </td>
                    <td>{listTitle(incident)}</td>
                    <td>{Object.keys(incident.texts).join(', ')}</td>
                    <td title={utcText(seconds(incident.startedAt))}>{formatTime(seconds(incident.startedAt))}</td>
                    <td title={incident.resolvedAt ? utcText(seconds(incident.resolvedAt)) : undefined}>
                      {incident.resolvedAt ? <span className={ui.muted}>Resolved {formatTime(seconds(incident.resolvedAt))}</span> : <span className={ui.warn}>Open</span>}
                    </td>
                    <td>{incident.by}</td>
                    <td>
                      <div className={styles.buttons}>
                        <button type="button" className={ui.secondary} onClick={() => setEditing(incident)} data-testid={`incident-edit-${incident.id}`}>
                          Edit
                        </button>
                        {incident.resolvedAt === null ? (
                          <button type="button" className={ui.danger} disabled={resolve.isPending} onClick={() => resolve.mutate({ id: incident.id, resolved: true })} data-testid={`incident-resolve-${incident.id}`}>
                            Resolve
                          </button>
                        ) : (
                          <button type="button" className={ui.secondary} disabled={resolve.isPending} onClick={() => resolve.mutate({ id: incident.id, resolved: false })} data-testid={`incident-reopen-${incident.id}`}>
                            Reopen
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={7} className={ui.muted}>
                      No incidents posted.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={ui.panel} aria-label={editing ? `Edit incident #${editing.id}` : 'Post an incident'}>
        {editing ? (
          <IncidentForm
            key={`edit-${editing.id}`}
            initial={incidentDraftOf(editing)}
            onCancel={() => setEditing(null)}
            onDone={(saved) => {
              setEditing(null);
              setNotice(`Incident #${saved.id} is updated.`);
              void refresh();
            }}
          />
        ) : (
          <IncidentForm
            key={`new-${formKey}`}
            initial={emptyIncident()}
            onDone={(saved) => {
              setFormKey((k) => k + 1);
              setNotice(`Incident #${saved.id} “${listTitle(saved)}” is posted.`);
              void refresh();
            }}
          />
        )}
      </section>
    </div>
  );
}
