import { readdirSync, readFileSync } from 'node:fs';
import { cpuShares, machineCpu } from './lib.ts';

// Where the machine's CPU goes while a benchmark runs beside it: every 2 s, the share of the two cores taken by
// PostgreSQL's processes, the site's server (a process whose command line names server.ts or dist/server.js), other
// Node processes (the load generator, a bench's own), and the rest, with the machine's idle share. It tells a load
// bound by one process's thread (the server near 100 %, idle left over) from one bound by the cores (idle near 0)
// and from one bound by waiting (idle with nothing near 100 %), and among waits, the disk's (I/O wait): decision 0219.
// A process that ends between two looks is not counted. Run beside a bench:
//   node --import tsx bench/cpu-share.ts 120 & npm run bench:ingest
const seconds = Number(process.argv[2] ?? 60);

type Snap = { byPid: Map<string, { kind: string; ticks: number }>; cpu: ReturnType<typeof machineCpu> };

function kindOf(name: string, cmd: string): string {
  if (name.startsWith('postgres')) return 'postgres';
  if (/server\.(ts|js)\b/.test(cmd)) return 'server';
  if (name === 'node' || name.startsWith('node')) return 'node (other)';
  return name;
}

function snap(): Snap {
  const byPid = new Map<string, { kind: string; ticks: number }>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, all threads
      byPid.set(pid, { kind: kindOf(name, cmd), ticks });
    } catch {
      /* the process ended meanwhile */
    }
  }
  return { byPid, cpu: machineCpu() };
}

const cores = readFileSync('/proc/stat', 'utf8').split('\n').filter((l) => /^cpu\d/.test(l)).length;
let before = snap();
const end = Date.now() + seconds * 1000;
while (Date.now() < end) {
  await new Promise((r) => setTimeout(r, 2000));
  const now = snap();
  const machine = cpuShares(before.cpu, now.cpu);
  const span = machine.ms.all / 10; // in ticks (USER_HZ 100), as the processes' counts
  // Per process, so a kernel thread that renames itself is not counted whole; a process new since the last look
  // counts all its ticks, which all fall inside the interval.
  const byKind = new Map<string, number>();
  for (const [pid, { kind, ticks }] of now.byPid) byKind.set(kind, (byKind.get(kind) ?? 0) + ticks - (before.byPid.get(pid)?.ticks ?? 0));
  const shares = [...byKind]
    .map(([kind, t]) => [kind, (t / span) * 100 * cores] as const)
    .filter(([, pct]) => pct >= 2)
    .sort((a, b) => b[1] - a[1]);
  // A process's share counts against one core (100 % = a core); idle is the machine's, of all cores.
  console.log(`${new Date().toISOString().slice(11, 19)} idle ${(machine.idlePct + machine.ioWaitPct).toFixed(0)}% (I/O wait ${machine.ioWaitPct.toFixed(0)}%)  ${shares.map(([k, p]) => `${k} ${p.toFixed(0)}%`).join('  ')}`);
  before = now;
}
