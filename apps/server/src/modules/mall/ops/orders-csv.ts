import { mallOrderIdSchema } from '@mecha/shared/mall/api';

/*
 * The operators' CSV formats (docs/decisions/0034-mall-operators.md).
 *
 * Export: RFC 4180 (comma, CRLF, quotes doubled), UTF-8 with a BOM so spreadsheet programs read the Chinese and
 * Japanese texts. Every cell a spreadsheet could run as a formula — one starting with = + - @, a tab or a carriage
 * return — gets a leading apostrophe (OWASP "CSV injection"): player-typed addresses must never execute on an
 * operator's machine. A phone "+81 …" so reads "'+81 …", which is what spreadsheets display as text anyway.
 *
 * Import (tracking numbers): one order per line, `orderId,carrier,trackingNo`, an optional header line naming
 * those columns, blank lines ignored, cells trimmed, quotes allowed around a cell.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised against formulas, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Splits one CSV line into cells (quoted cells may hold commas and doubled quotes). */
export function splitCsvLine(line: string): string[] | null {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    let cell = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null; // unterminated quote
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += line[i++];
      }
      const comma = line.indexOf(',', i);
      if (line.slice(i, comma === -1 ? undefined : comma).trim() !== '') return null;
      i = comma === -1 ? line.length : comma;
    } else {
      const comma = line.indexOf(',', i);
      cell = line.slice(i, comma === -1 ? undefined : comma);
      i = comma === -1 ? line.length : comma;
    }
    cells.push(cell.trim());
    if (i >= line.length) return cells;
    i++; // the comma
  }
}

export const CARRIER_MAX = 40;
const TRACKING_NO = /^[A-Za-z0-9-]{4,40}$/;

export type TrackingLine =
  | { line: number; ok: true; orderId: string; carrier: string; trackingNo: string }
  | { line: number; ok: false; error: string };

/** Every non-blank line of an import, each valid or with why not (line numbers count from 1, as editors show). */
export function parseTrackingCsv(text: string): TrackingLine[] {
  const out: TrackingLine[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = splitCsvLine(raw);
    if (!cells) return out.push({ line, ok: false, error: 'unterminated quote' });
    if (index === 0 && cells[0]?.toLowerCase() === 'orderid') return; // the header
    if (cells.length !== 3) return out.push({ line, ok: false, error: `expected 3 cells (orderId,carrier,trackingNo), found ${cells.length}` });
    const [orderId, carrier, trackingNo] = cells as [string, string, string];
    if (!mallOrderIdSchema.safeParse(orderId).success) return out.push({ line, ok: false, error: 'orderId is not a mall order id' });
    if (carrier.length < 1 || carrier.length > CARRIER_MAX || FORMULA_START.test(carrier)) return out.push({ line, ok: false, error: `carrier must be 1–${CARRIER_MAX} characters` });
    if (!TRACKING_NO.test(trackingNo)) return out.push({ line, ok: false, error: 'trackingNo must be 4–40 letters, digits or hyphens' });
    return out.push({ line, ok: true, orderId, carrier, trackingNo });
  });
  return out;
}
