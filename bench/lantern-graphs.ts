import { readFileSync } from 'node:fs';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

// What Lighthouse's simulated FCP and LCP are made of (bench:web with BENCH_LANTERN=1). Lighthouse does not load
// the page on slow 4G: it loads it at full speed, keeps the requests and main-thread tasks that ended before the
// observed paint, and replays that graph at a phone's pace (its "Lantern" simulation). The graph, with each node's
// simulated start and end, says which request or task holds a figure up; decision 0213 is what the first reading
// found. It reads the trace and network log that `lighthouse -G` saved in `dir`.

interface GraphNode {
  type: string;
  duration: number;
  request: { url: string; priority: string };
  childEvents: { name: string }[];
}
interface Estimate {
  timing: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  pessimisticEstimate: Estimate;
}
type Request = (data: unknown, context: unknown) => Promise<LanternResult>;

const TASK_EVENTS = new Set(['ParseHTML', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'Layout', 'Paint']);

function describe(node: GraphNode): string {
  if (node.type === 'network') return `${node.request.priority.padEnd(8)} ${node.request.url.split('/').pop()?.slice(0, 60) || '(document)'}`;
  const events = [...new Set(node.childEvents.map((e) => e.name).filter((name) => TASK_EVENTS.has(name)))];
  return `task, ${Math.round(node.duration / 1000)} ms observed: ${events.join(', ')}`;
}

export async function printLanternGraphs(dir: string): Promise<void> {
  const read = (file: string) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as unknown;
  const artifacts = read('artifacts.json') as { GatherContext: unknown; URL: unknown };
  const settings = { ...defaultSettings, throttlingMethod: 'simulate' };
  const data = {
    trace: read('defaultPass.trace.json'),
    devtoolsLog: read('defaultPass.devtoolslog.json'),
    gatherContext: artifacts.GatherContext,
    URL: artifacts.URL,
    settings,
    SourceMaps: [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  for (const [name, metric] of [
    ['FCP', LanternFirstContentfulPaint],
    ['LCP', LanternLargestContentfulPaint],
  ] as const) {
    const result = await (metric.request as unknown as Request)(data, context);
    console.log(`  simulated ${name} ${Math.round(result.timing)} ms; its pessimistic graph (start → end, ms):`);
    const rows = [...result.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) console.log(`    ${String(Math.round(t.startTime)).padStart(5)} → ${String(Math.round(t.endTime)).padStart(5)}  ${describe(node)}`);
  }
}
