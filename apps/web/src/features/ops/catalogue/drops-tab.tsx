import type { DrawRunItem, DrawRunResult, OpsProduct, OpsProductPage } from '@mecha/shared/mall/ops-api';
import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useState } from 'react';
import { errorMessage, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { ProductEditor } from './product-editor.tsx';
import { DRAWS_RUN_PATH, PRODUCTS_PATH, saleState } from './product-model.ts';
import { useCategories } from './products-tab.tsx';
import styles from './catalogue.module.css';

// Draw drops: each with its entry window, entrants and outcome. Schedule = the product's window (the product form).
// A draw whose entries have closed runs here before the 5-s job gets to it — first as a dry run (the server walks the
// draw and rolls it back: who would win, who is ineligible and why), then for real behind the confirm dialog. The
// dry run's seed is a preview: the real run draws its own (decision 0049), which the dialog says.

export function DropsTab({ editions, canEdit }: { editions: readonly string[]; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [editing, setEditing] = useState<OpsProduct | 'new' | null>(null);
  const [preview, setPreview] = useState<DrawRunItem | null>(null);
  const [result, setResult] = useState<DrawRunResult | null>(null);
  const [confirming, setConfirming] = useState<DrawRunItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const query = { style: 'draw', sort: 'onSaleAt', dir: 'desc', size: 50 };
  const draws = useQuery({ queryKey: ['ops', 'catalogue', 'products', query], queryFn: ({ signal }) => opsRequest<OpsProductPage>(PRODUCTS_PATH, { query, signal }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'catalogue'] });
  const nowS = Math.floor(Date.now() / 1000);

  const dryRun = async (p: OpsProduct) => {
    setBusy(p.id);
    setError(null);
    setResult(null);
    try {
      const r = await opsRequest<DrawRunResult>(DRAWS_RUN_PATH, { body: { productId: p.id, dryRun: true } });
      setPreview(r.draws[0] ?? null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={ui.panel} aria-labelledby="drops-h" data-testid="catalogue-drops">
      <h2 id="drops-h" className={ui.panelTitle}>Draw drops</h2>
      {canEdit && !editing && <button type="button" className={ui.button} onClick={() => setEditing('new')}>New product or drop</button>}
      {editing && (
        <ProductEditor
          product={editing === 'new' ? null : editing}
          editions={editions}
          categories={categories.data?.list ?? []}
          onSaved={() => { setEditing(null); void refresh(); }}
          onCancel={() => setEditing(null)}
        />
      )}
      {error && <p className={ui.error} role="alert">{error}</p>}
      <ErrorLine error={draws.error} />
      <div className={ui.tableWrap}>
        <table className={ui.table} data-testid="drops-table">
          <thead>
            <tr><th scope="col">Product</th><th scope="col">Entries open</th><th scope="col">Entries close</th><th scope="col">Stock</th><th scope="col">Entrants</th><th scope="col">State</th><th scope="col">Actions</th></tr>
          </thead>
          <tbody>
            {draws.data?.list.map((p) => {
              const due = p.entryEndsAt !== null && p.entryEndsAt <= nowS && p.drawWinners === null;
              return (
                <tr key={p.id} data-drop={p.id}>
                  <td className={ui.mono}>{p.id}</td>
                  <td>{formatTime(p.onSaleAt)}</td>
                  <td>{formatTime(p.entryEndsAt)}</td>
                  <td>{p.stock} / {p.stockTotal}</td>
                  <td>{p.entrants}</td>
                  <td><span className={ui.badge}>{saleState(p, nowS)}{p.drawWinners !== null ? ` · ${p.drawWinners} won` : ''}</span></td>
                  <td>
                    {canEdit && (
                      <div className={styles.actions}>
                        <button type="button" className={ui.secondary} onClick={() => setEditing(p)} disabled={p.drawState === 'drawn'}>Schedule…</button>
                        <button type="button" className={ui.secondary} onClick={() => void dryRun(p)} disabled={!due || busy !== null} data-testid="drop-dry-run">
                          {busy === p.id ? 'Running…' : 'Dry run'}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
            {draws.data && draws.data.list.length === 0 && <tr><td colSpan={7} className={ui.muted}>No draw drops.</td></tr>}
          </tbody>
        </table>
      </div>
      {preview && <DrawOutcome item={preview} title={`Dry run of ${preview.productId}: nothing was changed`} onRun={canEdit ? () => setConfirming(preview) : undefined} />}
      {result && result.draws.map((d) => <DrawOutcome key={d.productId} item={d} title={`${d.productId} drawn: ${d.winners} winner(s)`} />)}
      {confirming && (
        <ReasonDialog
          title={`Run the draw of ${confirming.productId} now?`}
          changes={[
            `${confirming.entrants} entrant(s) for ${confirming.stock} unit(s): ${confirming.winners} would win in the dry run.`,
            'Winners get an order and pay their points; the others lose. This cannot be undone.',
            'The real run draws its own seed, so who wins may differ from the dry run.',
          ]}
          confirmLabel="Run the draw"
          danger
          testId="draw-dialog"
          onConfirm={async () => {
            const r = await opsRequest<DrawRunResult>(DRAWS_RUN_PATH, { body: { productId: confirming.productId } });
            setPreview(null);
            setResult(r);
            await refresh();
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

function DrawOutcome({ item, title, onRun }: { item: DrawRunItem; title: string; onRun?: () => void }) {
  return (
    <div className={styles.outcome} data-testid="draw-outcome">
      <h3 className={styles.editorTitle}>{title}</h3>
      <p className={ui.muted}>
        {item.entrants} entrant(s), {item.stock} in stock → {item.winners} winner(s). Seed <span className={ui.mono}>{item.seed.slice(0, 16)}…</span>
      </p>
      {onRun && <button type="button" className={ui.danger} onClick={onRun} data-testid="draw-run">Run the draw…</button>}
      <div className={ui.tableWrap}>
        <table className={ui.table}>
          <thead><tr><th scope="col">#</th><th scope="col">Outcome</th><th scope="col">Account</th><th scope="col">Role UID</th><th scope="col">Why</th></tr></thead>
          <tbody>
            {item.order.map((e) => (
              <tr key={e.yfyUid}><td>{e.position}</td><td>{e.outcome}</td><td className={ui.mono}>{e.yfyUid}</td><td className={ui.mono}>{e.roleUid}</td><td>{e.why ?? ''}</td></tr>
            ))}
            {item.order.length === 0 && <tr><td colSpan={5} className={ui.muted}>No entrants.</td></tr>}
          </tbody>
        </table>
      </div>
    </div>
  );
}
