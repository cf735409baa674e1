import type { Language } from '@mecha/shared/i18n/languages';
import { useEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { cssColor, useTheme } from '../../../lib/theme.ts';
import { dateFormat } from '../../../lib/date-format.ts';
import { rankEdgesWithin, scoreRange, type ScoreSeries } from '../lib/chart-series.ts';
import styles from './score-chart.module.css';

// The only module that imports uPlot: score-trend.tsx loads it with React.lazy, so the library (~23 KiB gz)
// reaches the phone only when a page actually draws a chart.
export interface ScoreChartProps {
  series: ScoreSeries;
  language: Language;
  /** Localised rank name for the rank index of an edge line. */
  edgeLabel: (rankIndex: number) => string;
  height?: number;
}

const DAY_S = 86_400;

function remPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 10;
}

export default function ScoreChart({ series, language, edgeLabel, height }: ScoreChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  // The canvas takes its colours from the theme's variables, and is drawn again when the theme changes.
  const theme = useTheme();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // The plot is built in a task of its own, after React's commit: built in this effect, its ~20 ms (reading the
    // theme's colours and the box's width, its axes, paths and canvas; about 80 ms at a phone's pace) joined the
    // commit that mounts the panel in one long task, which the page's first input would wait behind
    // (docs/decisions/0223-web-battle-page-long-tasks.md).
    let plot: uPlot | null = null;
    const resize = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: plot.height }));
    const build = setTimeout(() => {
      plot = plotInto(el, tip, { series, language, edgeLabel, height });
      resize.observe(el);
    }, 0);
    return () => {
      clearTimeout(build);
      resize.disconnect();
      plot?.destroy();
    };
  }, [series, language, edgeLabel, height, theme]);

  return (
    <div className={styles.wrap}>
      <div ref={box} className={styles.chart} data-testid="score-chart" />
      <div ref={tip} className={styles.tip} hidden />
    </div>
  );
}

/**
 * Half a text's width in `font`: the newest day's label is centred on the plot's right edge (the newest point is
 * there), so the right padding holds half of it or the canvas cuts it ("Nov 2" of "Nov 24"). 0 without a canvas.
 */
function halfWidth(text: string, font: string): number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return 0;
  ctx.font = font;
  return Math.ceil(ctx.measureText(text).width / 2);
}

/** Draws the chart into `el` (the tooltip into `tip`) with the theme's current colours. */
function plotInto(el: HTMLElement, tip: RefObject<HTMLDivElement | null>, { series, language, edgeLabel, height }: ScoreChartProps): uPlot {
  const rem = remPx();
  const h = height ?? Math.round(rem * 17);
  const font = `${Math.round(rem * 1.05)}px system-ui, sans-serif`;
  // ScoreMap days are calendar days: draw and label them in UTC so no time zone moves a point to another day.
  const dayFmt = dateFormat(language, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const numFmt = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const [lo, hi] = scoreRange(series.y);
  const edges = rankEdgesWithin(lo, hi);
  const single = series.x.length === 1;
  const lastDay = series.x.at(-1);
  const CYAN = cssColor('--cyan');
  const cyan = (alpha: number) => `rgb(${cssColor('--cyan-rgb')} / ${alpha})`;
  const gold = (alpha: number) => `rgb(${cssColor('--gold-rgb')} / ${alpha})`;
  const axis = cssColor('--text-dim');

  const opts: uPlot.Options = {
    width: el.clientWidth,
    height: h,
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: false },
    padding: [Math.round(rem * 0.8), Math.max(Math.round(rem * 0.6), lastDay === undefined ? 0 : halfWidth(dayFmt.format(lastDay * 1000), font)), 0, 0],
    cursor: { drag: { x: false, y: false }, points: { size: Math.round(rem * 0.9), fill: CYAN } },
    scales: {
      x: { time: true, ...(single ? { range: [series.x[0]! - 3 * DAY_S, series.x[0]! + 3 * DAY_S] as [number, number] } : {}) },
      y: { range: [lo, hi] },
    },
    axes: [
      {
        stroke: axis,
        font,
        space: rem * 5.5,
        size: rem * 2.6,
        grid: { show: false },
        ticks: { stroke: cyan(0.2), size: 4 },
        values: (_u, splits) => splits.map((s) => dayFmt.format(s * 1000)),
      },
      {
        stroke: axis,
        font,
        size: rem * 4.6,
        space: rem * 3,
        grid: { stroke: cyan(0.08), width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((v) => numFmt.format(v)),
      },
    ],
    series: [
      {},
      {
        stroke: CYAN,
        width: 2,
        fill: (u) => {
          const g = u.ctx.createLinearGradient(0, u.bbox.top, 0, u.bbox.top + u.bbox.height);
          g.addColorStop(0, cyan(0.32));
          g.addColorStop(1, cyan(0));
          return g;
        },
        points: { show: series.x.length <= 16, size: Math.round(rem * 0.6), fill: cssColor('--bg'), stroke: CYAN },
      },
    ],
    hooks: {
      // Rank edges from the ladder engine as dashed lines, so the trend reads as "climbing into Supreme Star".
      draw: [
        (u) => {
          const { ctx, bbox } = u;
          ctx.save();
          ctx.font = `${Math.round(rem * 1.0 * uPlot.pxRatio)}px system-ui, sans-serif`;
          ctx.textAlign = 'right';
          for (const edge of edges) {
            const y = Math.round(u.valToPos(edge.score, 'y', true));
            ctx.strokeStyle = gold(0.45);
            ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
            ctx.lineWidth = uPlot.pxRatio;
            ctx.beginPath();
            ctx.moveTo(bbox.left, y);
            ctx.lineTo(bbox.left + bbox.width, y);
            ctx.stroke();
            ctx.fillStyle = gold(0.85);
            ctx.fillText(edgeLabel(edge.index), bbox.left + bbox.width - 4 * uPlot.pxRatio, y - 4 * uPlot.pxRatio);
          }
          ctx.restore();
        },
      ],
      setCursor: [
        (u) => {
          const i = u.cursor.idx;
          const node = tip.current;
          if (!node) return;
          if (i == null || u.cursor.left == null || u.cursor.left < 0) {
            node.hidden = true;
            return;
          }
          node.hidden = false;
          node.textContent = `${dayFmt.format(series.x[i]! * 1000)} · ${numFmt.format(series.y[i]!)}`;
          const x = u.valToPos(series.x[i]!, 'x') + u.over.offsetLeft;
          node.style.left = `${Math.min(Math.max(x, node.offsetWidth / 2), el.clientWidth - node.offsetWidth / 2)}px`;
        },
      ],
    },
  };

  return new uPlot(opts, [series.x, series.y], el);
}
