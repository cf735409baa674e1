// Host allow-lists (webview frames, operator images): one syntax and one matcher for server and app alike.
// A pattern is a bare host name (`news.example.com`) or a wildcard for its subdomains (`*.example.com`, which
// does not match `example.com` itself). Ports, schemes and paths are never part of a pattern.

const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function isHostPattern(value: string): boolean {
  return value.length <= 253 && HOST_PATTERN.test(value);
}

/** Parses `a.com, *.b.com`; returns the patterns, or the first bad entry. */
export function parseHostList(raw: string): { hosts: string[] } | { bad: string } {
  const hosts: string[] = [];
  for (const entry of raw.split(',').map((p) => p.trim().toLowerCase()).filter(Boolean)) {
    if (!isHostPattern(entry)) return { bad: entry };
    hosts.push(entry);
  }
  return { hosts };
}

/** Whether `host` (a URL's hostname, any case) is one of `patterns`. */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return patterns.some((p) => (p.startsWith('*.') ? h.endsWith(p.slice(1)) && h.length > p.length - 1 : h === p));
}
