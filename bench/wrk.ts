import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One request of a load: its path and headers. */
export type RequestPick = () => { path: string; headers?: Record<string, string> };

// The same measurement as autocannon's, made by wrk (Debian's `wrk`, written in C; `apt-get install wrk`, not
// installed by .ci/run, which runs no benchmark) when BENCH_LOADGEN=wrk. On this machine's two cores the load
// generator shares the CPU with the server and PostgreSQL; autocannon, in the bench's own Node process, takes a fifth
// of it at ~2,500 requests a second (decision 0219), wrk a small part of that, so the server's figure is less the
// generator's. A varying load is a list of picks made beforehand, drawn at random per request by the script.
const SAMPLES = 20_000;

// The requests are formatted in init, once each thread's wrk table has the target's Host header (at the script's
// top level it has not, and HTTP/1.1 without Host is refused with 400).
const SCRIPT = `
local reqs = {}
init = function(args)
  for line in io.lines(os.getenv("WRK_REQUESTS")) do
    local path, rest = line:match("^([^\\t]*)\\t?(.*)$")
    local headers = {}
    for name, value in rest:gmatch("([^\\t:]+): ([^\\t]*)") do headers[name] = value end
    reqs[#reqs + 1] = wrk.format("GET", path, headers)
  end
  math.randomseed(os.time())
end
request = function() return reqs[math.random(#reqs)] end
`;

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`wrk: cannot read the time ${text}`);
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

export async function wrkMeasure(url: string, o: { connections: number; duration: number; headers: Record<string, string>; next?: RequestPick | undefined }) {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  try {
    const origin = new URL(url);
    // Every line carries the load's own headers too (the fixed case has no others).
    const picks = o.next ? Array.from({ length: SAMPLES }, o.next) : [{ path: `${origin.pathname}${origin.search}` }];
    const line = (p: { path: string; headers?: Record<string, string> | undefined }) =>
      [p.path, ...Object.entries({ ...o.headers, ...p.headers }).map(([k, v]) => `${k}: ${v}`)].join('\t');
    writeFileSync(join(dir, 'requests.tsv'), `${picks.map(line).join('\n')}\n`);
    writeFileSync(join(dir, 'load.lua'), SCRIPT);
    const args = ['-t1', `-c${o.connections}`, `-d${o.duration}s`, '--latency', '-s', join(dir, 'load.lua'), origin.origin];
    const env = { ...process.env, WRK_REQUESTS: join(dir, 'requests.tsv') };
    const { stdout } = await run('wrk', args, { env });
    const p99 = /^\s*99%\s+(\S+)/m.exec(stdout);
    const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(stdout);
    if (!p99 || !rps) throw new Error(`wrk: unexpected output\n${stdout}`);
    const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(stdout);
    return {
      reqPerSec: Math.round(Number(rps[1])),
      p99Ms: Math.round(ms(p99[1]!)),
      errors: sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
      non2xx: non2xx ? Number(non2xx[1]) : 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
