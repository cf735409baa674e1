/*
 * The operators' CSV (docs/decisions/0034-mall-operators.md), for every export and import of the console and CLI.
 *
 * Export: RFC 4180 (comma, CRLF, quotes doubled), UTF-8 with a BOM so spreadsheet programs read the Chinese and
 * Japanese texts. Every cell a spreadsheet could run as a formula — one starting with = + - @, a tab or a carriage
 * return — gets a leading apostrophe (OWASP "CSV injection"): player-typed text must never execute on an
 * operator's machine. A phone "+81 …" so reads "'+81 …", which is what spreadsheets display as text anyway.
 */

export const FORMULA_START = /^[=+\-@\t\r]/;

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
