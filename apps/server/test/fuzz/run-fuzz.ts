import createTemplate from '../global-setup.ts';
import { makeTestApp } from '../test-app.ts';
import { DB_KINDS, type DbKind } from '../test-db.ts';
import { PASSES, runFuzz, type Pass } from './fuzz-run.ts';

// `npm run fuzz`: the full fuzz run (10,000+ requests a database), printing its figures. FUZZ_COUNT scales it,
// FUZZ_SEED picks another seed (the test suite runs a smaller, fixed one).
const total = Number(process.env.FUZZ_COUNT ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const share: Record<Pass, number> = { anonymous: 0.4, loggedIn: 0.35, operator: 0.17, signedIngest: 0.08 };
const counts = Object.fromEntries(PASSES.map((p) => [p, Math.round(total * share[p])])) as Record<Pass, number>;

await createTemplate(); // the migrated PGlite dump that test databases load
let failed = false;
for (const kind of DB_KINDS as DbKind[]) {
  const t = await makeTestApp(kind, { seedContent: true });
  const started = Date.now();
  const report = await runFuzz(t, counts, seed);
  await t.close();
  const sent = Object.values(report.sent).reduce((a, b) => a + b, 0);
  console.log(`\n${kind}: seed ${seed}, ${report.routes} operations, ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const p of PASSES) console.log(`  ${p.padEnd(13)} ${String(report.sent[p]).padStart(6)}`);
  console.log(`  by status     ${Object.entries(report.byStatus).sort().map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`  5xx           ${report.byStatus['5xx'] ?? 0}`);
  console.log(`  non-envelope  ${report.failures.filter((f) => /not JSON|not an envelope/.test(f.problem)).length} (exempt by design: ${report.exempt} captcha challenges, CSV and calendar downloads)`);
  console.log(`  other faults  ${report.failures.filter((f) => !/not JSON|not an envelope|HTTP 5/.test(f.problem)).length}`);
  console.log(`  anonymous pass changed tables: ${report.anonymousChanged.length ? report.anonymousChanged.join(', ') : 'none'}`);
  const severity = (problem: string) => (/^HTTP 5/.test(problem) ? 0 : /not JSON|not an envelope/.test(problem) ? 1 : 2);
  for (const f of [...report.failures].sort((a, b) => severity(a.problem) - severity(b.problem)).slice(0, 20)) console.log(`  ✗ [${f.pass}] ${f.problem}\n      ${f.request}`);
  failed ||= report.failures.length > 0 || report.anonymousChanged.length > 0;
}
process.exit(failed ? 1 : 0);
