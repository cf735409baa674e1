// The build's hashed files (apps/web/dist/js, css, assets): their names change with their content, so they are cached
// for a year (static.ts).
const HASHED_FILE = /^\/(js|css|assets)\//;
// Of those, the scripts and stylesheets are never a document, so they carry only the security headers a script or
// stylesheet uses (security-headers.ts). `assets` is left out: Vite puts imported images there, and an SVG opened on
// its own is a document.
const SCRIPT_OR_STYLESHEET = /^\/(js|css)\//;

export function isHashedFile(url: string): boolean {
  return HASHED_FILE.test(url);
}

export function isScriptOrStylesheet(url: string): boolean {
  return SCRIPT_OR_STYLESHEET.test(url);
}
