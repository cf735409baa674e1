import { mallOrderIdSchema } from '@mecha/shared/mall/api';
import { FORMULA_START, splitCsvLine } from '../../../platform/csv.ts';

/*
 * The mall's tracking import (docs/decisions/0034-mall-operators.md); the CSV writer and splitter are platform/csv.ts.
 *
 * Import (tracking numbers): one order per line, `orderId,carrier,trackingNo`, an optional header line naming
 * those columns, blank lines ignored, cells trimmed, quotes allowed around a cell.
 */

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
