// A readable before/after: each side pretty-printed, and the top-level keys whose values differ named, so the
// page can mark those lines.

export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}

/** Top-level keys whose values differ between two objects (every key of the other side when one is not an object). */
export function changedKeys(before: unknown, after: unknown): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(before) && !isObject(after)) return [];
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}

/** The pretty-printed lines of one side, each marked when it starts a changed top-level key. */
export function markedLines(value: unknown, changed: readonly string[]): { text: string; changed: boolean }[] {
  const keys = new Set(changed);
  let inChanged = false;
  return prettyJson(value)
    .split('\n')
    .map((text) => {
      const top = /^ {2}"((?:[^"\\]|\\.)*)":/.exec(text);
      if (top) inChanged = keys.has(JSON.parse(`"${top[1]}"`) as string);
      else if (/^[{}[\]]/.test(text)) inChanged = false;
      return { text, changed: inChanged };
    });
}
