import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { opsRequest } from './ops-request.ts';
import { ErrorLine } from './status-lines.tsx';
import ui from './ui.module.css';

/** One line of a tracking file as the server judged it. */
export interface TrackingLine {
  line: number;
  carrier?: string;
  /** ready: would ship (dry run); notShipped: good, but the file was held back; invalid: malformed; refused: cannot ship. */
  result: 'ready' | 'shipped' | 'notShipped' | 'refused' | 'invalid';
  /** The catalogue key of a refusal. */
  error?: string;
}

export interface TrackingImportResult<L extends TrackingLine> {
  dryRun: boolean;
  shipped: number;
  ready: number;
  refused: number;
  invalid: number;
  lines: L[];
}

export interface TrackingImportProps<L extends TrackingLine> {
  /** The operator call taking `{ csv, dryRun, applyValid }`. */
  path: string;
  title: string;
  /** The file's format, shown above the picker. */
  format: ReactNode;
  /** What a line ships ("order", "prize") and its column: the id and the tracking number of a line. */
  noun: string;
  idLabel: string;
  idOf: (line: L) => string | number | undefined;
  trackingOf: (line: L) => string | undefined;
  /** Readable texts of the server's refusal keys. */
  why: Record<string, string>;
  testIds: { panel: string; file: string; dryRun: string; result: string };
  onApplied: (message: string) => void;
}

const MAX_BYTES = 400_000;
const RESULT_TEXT: Record<TrackingLine['result'], string> = { ready: 'Will ship', shipped: 'Shipped', notShipped: 'Not shipped', refused: 'Refused', invalid: 'Invalid' };
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

// Shipping by a tracking file (decision 0172), for mall orders and anniversary prizes alike: the file goes to the
// server as a dry run first, whose table shows every line's verdict; only then "Apply" (every line good) or "Apply
// the N valid rows" (the server's applyValid). The server holds the whole file back when a line is bad and
// applyValid is not set, whatever this page shows.
export function TrackingImport<L extends TrackingLine>({ path, title, format, noun, idLabel, idOf, trackingOf, why, testIds, onApplied }: TrackingImportProps<L>) {
  const inputId = useId();
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [result, setResult] = useState<TrackingImportResult<L> | null>(null);

  const call = useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean; applyValid: boolean }) => opsRequest<TrackingImportResult<L>>(path, { body }),
    onSuccess: (data) => {
      setResult(data);
      if (!data.dryRun && data.shipped > 0) onApplied(`${plural(data.shipped, noun)} shipped from ${file?.name ?? 'the file'}.`);
    },
  });

  async function pick(list: FileList | null) {
    setResult(null);
    setReadError(null);
    call.reset();
    const chosen = list?.[0];
    if (!chosen) return setFile(null);
    if (chosen.size > MAX_BYTES) {
      setFile(null);
      return setReadError(`The file is larger than ${MAX_BYTES / 1000} KB: split it.`);
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    call.mutate({ csv: text, dryRun: true, applyValid: false });
  }

  const reset = () => {
    setResult(null);
    setFile(null);
    if (fileRef.current) fileRef.current.value = '';
  };
  const blocked = result ? result.invalid + result.refused > 0 : false;
  const canApply = result?.dryRun === true && result.ready > 0;
  const tone = (l: L) => (l.result === 'ready' || l.result === 'shipped' ? ui.ok : l.result === 'notShipped' ? ui.warn : ui.bad);

  return (
    <section className={ui.panel} aria-labelledby={headingId} data-testid={testIds.panel}>
      <h2 id={headingId} className={ui.panelTitle}>
        {title}
      </h2>
      <p className={ui.muted}>{format} The file is checked first and nothing ships until you apply it.</p>
      <div className={ui.toolbar}>
        <label className={ui.field} htmlFor={inputId}>
          Tracking file
          <input id={inputId} ref={fileRef} type="file" accept=".csv,text/csv,text/plain" className={ui.input} onChange={(e) => void pick(e.target.files)} data-testid={testIds.file} />
        </label>
      </div>
      {readError && <p className={ui.error} role="alert">{readError}</p>}
      {call.isPending && <p className={ui.muted}>Checking…</p>}
      <ErrorLine error={call.error} />
      {result && (
        <div data-testid={result.dryRun ? testIds.dryRun : testIds.result}>
          <p className={ui.row} role="status">
            <strong>{result.dryRun ? `Dry run of ${file?.name ?? 'the file'}: nothing has changed yet.` : 'Import applied.'}</strong>
            <span className={ui.ok}>{result.dryRun ? `${result.ready} will ship` : `${result.shipped} shipped`}</span>
            {!result.dryRun && result.shipped === 0 && result.ready > 0 && <span className={ui.warn}>{result.ready} held back</span>}
            <span className={result.refused ? ui.bad : undefined}>{result.refused} refused</span>
            <span className={result.invalid ? ui.bad : undefined}>{result.invalid} invalid</span>
          </p>
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">{idLabel}</th>
                  <th scope="col">Carrier</th>
                  <th scope="col">Tracking no.</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {result.lines.map((line) => (
                  <tr key={line.line} data-result={line.result}>
                    <td>{line.line}</td>
                    <td className={ui.mono}>{idOf(line) ?? '—'}</td>
                    <td>{line.carrier ?? '—'}</td>
                    <td className={ui.mono}>{trackingOf(line) ?? '—'}</td>
                    <td className={tone(line)}>
                      {RESULT_TEXT[line.result]}
                      {line.error ? ` — ${why[line.error] ?? line.error}` : ''}
                    </td>
                  </tr>
                ))}
                {result.lines.length === 0 && (
                  <tr>
                    <td colSpan={5} className={ui.muted}>
                      The file has no lines.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <div className={ui.row} style={{ marginTop: 12 }}>
            {canApply && file && (
              <button type="button" className={ui.button} disabled={call.isPending} onClick={() => call.mutate({ csv: file.text, dryRun: false, applyValid: blocked })}>
                {blocked ? `Apply the ${plural(result.ready, 'valid row')}` : 'Apply'}
              </button>
            )}
            <button type="button" className={ui.secondary} onClick={reset}>
              {result.dryRun ? 'Discard' : 'Done'}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
