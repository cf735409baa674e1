import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ForfeitRunResult, HistogramRunResult } from '@mecha/shared/annual/ops-api';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { ANNUAL_PATH } from './annual-api.ts';
import styles from './anniversary.module.css';

// The two jobs run now (they also run on their own: forfeit every minute, histograms every 10): a dry run first
// shows what would change, then a confirm step runs it for real.

type Job = 'forfeit' | 'histogram';
type Preview = { job: 'forfeit'; data: ForfeitRunResult } | { job: 'histogram'; data: HistogramRunResult };

const previewLines = (p: Preview): string[] =>
  p.job === 'forfeit'
    ? p.data.draws.length
      ? p.data.draws.slice(0, 20).map((d) => `Draw #${d.drawId} (${d.eventId}, ${d.prizeId}, role ${d.roleUid}) — address due ${d.addressDueAt.slice(0, 16).replace('T', ' ')} UTC`)
      : ['No prize is past its address deadline.']
    : [p.data.events.length ? `Refresh the match histogram of ${p.data.events.join(', ')}` : 'No active event.'];

export function RunsPanel() {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const dry = useMutation({
    mutationFn: async (job: Job): Promise<Preview> =>
      job === 'forfeit'
        ? { job, data: await opsRequest<ForfeitRunResult>(`${ANNUAL_PATH}/forfeit/run`, { body: { dryRun: true } }) }
        : { job, data: await opsRequest<HistogramRunResult>(`${ANNUAL_PATH}/histogram/run`, { body: { dryRun: true } }) },
    onSuccess: (p) => {
      setDone(null);
      setPreview(p);
    },
  });
  const nothing = preview ? (preview.job === 'forfeit' ? preview.data.draws.length === 0 : preview.data.events.length === 0) : true;

  return (
    <section className={ui.panel} aria-labelledby="annual-runs" data-testid="annual-runs">
      <h2 id="annual-runs" className={ui.panelTitle}>
        Run the jobs now
      </h2>
      <div className={styles.row}>
        <button type="button" className={ui.secondary} onClick={() => dry.mutate('forfeit')} disabled={dry.isPending}>
          Forfeit sweep: dry run
        </button>
        <button type="button" className={ui.secondary} onClick={() => dry.mutate('histogram')} disabled={dry.isPending}>
          Histogram refresh: dry run
        </button>
      </div>
      <ErrorLine error={dry.error} />
      {done && <p className={ui.ok} role="status">{done}</p>}
      {preview && (
        <div data-testid="run-preview">
          <p role="status">
            <strong>Dry run: nothing has changed yet.</strong> {preview.job === 'forfeit' ? `${preview.data.draws.length} prize(s) would be forfeited.` : ''}
          </p>
          <ul>
            {previewLines(preview).map((l) => <li key={l}>{l}</li>)}
          </ul>
          <div className={styles.row}>
            {!nothing && (
              <button type="button" className={preview.job === 'forfeit' ? ui.danger : ui.button} onClick={() => setConfirming(true)}>
                {preview.job === 'forfeit' ? 'Forfeit them…' : 'Refresh…'}
              </button>
            )}
            <button type="button" className={ui.secondary} onClick={() => setPreview(null)}>
              Discard
            </button>
          </div>
        </div>
      )}
      {confirming && preview && (
        <ReasonDialog
          title={preview.job === 'forfeit' ? 'Forfeit prizes past their deadline' : 'Refresh match histograms'}
          changes={previewLines(preview)}
          confirmLabel={preview.job === 'forfeit' ? 'Forfeit' : 'Refresh'}
          danger={preview.job === 'forfeit'}
          onConfirm={async () => {
            if (preview.job === 'forfeit') {
              const r = await opsRequest<ForfeitRunResult>(`${ANNUAL_PATH}/forfeit/run`, { body: { dryRun: false } });
              setDone(`${r.forfeited} prize(s) forfeited.`);
            } else {
              const r = await opsRequest<HistogramRunResult>(`${ANNUAL_PATH}/histogram/run`, { body: { dryRun: false } });
              setDone(`${r.refreshed} event(s) refreshed.`);
            }
            setPreview(null);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
