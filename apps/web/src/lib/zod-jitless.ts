// zod compiles object parsers with `new Function` when it can, and probes for that the first time an object
// schema is built. The site's CSP allows no eval (docs/decisions/0010-security-headers.md), so the probe would
// fail and be reported as a violation on every page: the app tells zod up front to interpret instead.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (created on first load if absent, so that
// several copies of zod share it). Setting it there instead of calling z.config() keeps zod itself off the
// first page's critical path (docs/decisions/0151-web-first-paint-and-languages.md): zod now loads with the
// pages and forms that parse, and still finds jitless set. zod-jitless.test.ts checks zod honours it.
// Imported first by main.tsx, before any module builds a schema.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Mutated in place: a zod already loaded holds on to the same object.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
