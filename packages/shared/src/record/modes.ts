// The ladder modes, apart from the zod schemas in ingest.ts so the web app can name them without loading zod on
// its first page (docs/decisions/0151-web-first-paint-and-languages.md).
export const MODES = ['T1', 'T2'] as const;
export type Mode = (typeof MODES)[number];
