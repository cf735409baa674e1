// The build's hashed scripts and stylesheets (apps/web/dist/js, css; `assets` for anything Vite puts there): their
// names change with their content, so they are cached for a year (static.ts), and they are never a document, so
// they carry only the security headers a script or stylesheet uses (security-headers.ts).
const HASHED_FILE = /^\/(js|css|assets)\//;

export function isHashedFile(url: string): boolean {
  return HASHED_FILE.test(url);
}
