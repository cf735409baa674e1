import { z } from 'zod';

// zod compiles object parsers with `new Function` when it can, and probes for that the first time a schema is
// built. The site's CSP allows no eval (docs/decisions/0010-security-headers.md), so the probe would fail and be
// reported as a violation on every page: the app tells zod up front to interpret instead. Imported first by
// main.tsx, before any module builds a schema.
z.config({ jitless: true });
