import QRCode from 'qrcode';
import { CLASS_HUE } from '../../../components/character-avatar.tsx';
import type { PosterItem, PosterLayout } from './poster-layout.ts';

// Paints a poster layout on a canvas with the 2D API and returns the PNG. This module and the QR library are
// loaded only when a poster is made (a dynamic import from the poster page), so no other page pays for them.
/**
 * The page's text faces for its language (global.css's --font-text), read when a poster is drawn: the poster's Han
 * characters then take the shapes the page shows them in (a Japanese poster in a Japanese face).
 */
function textFaces(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--font-text').trim() || 'system-ui, sans-serif';
}
/** Drawn at 1.5× the design size: sharp on phones, still a modest PNG. */
const SCALE = 1.5;

export interface DrawOptions {
  /** The rank badge as standalone SVG markup, for a record poster. */
  badgeSvg?: string;
}

export async function drawPoster(layout: PosterLayout, options: DrawOptions = {}): Promise<{ blob: Blob; canvas: HTMLCanvasElement }> {
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(layout.width * SCALE);
  canvas.height = Math.round(layout.height * SCALE);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.scale(SCALE, SCALE);
  backdrop(ctx, layout.width, layout.height);
  const badge = options.badgeSvg ? await loadSvg(options.badgeSvg) : null;
  const faces = textFaces();
  for (const item of layout.items) paint(ctx, item, badge, faces);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas export failed');
  return { blob, canvas };
}

function backdrop(ctx: CanvasRenderingContext2D, w: number, h: number) {
  const bg = ctx.createLinearGradient(0, 0, 0, h);
  bg.addColorStop(0, '#0c1a36');
  bg.addColorStop(0.45, '#070d1b');
  bg.addColorStop(1, '#04070e');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, w, h);
  glow(ctx, w * 0.5, -80, 520, 'rgba(62, 227, 255, 0.22)');
  glow(ctx, w + 40, h * 0.35, 420, 'rgba(138, 107, 255, 0.18)');
  glow(ctx, -60, h * 0.8, 380, 'rgba(62, 227, 255, 0.08)');
  // The site's faint scan-line grid.
  ctx.strokeStyle = 'rgba(62, 227, 255, 0.05)';
  ctx.lineWidth = 1;
  for (let y = 0; y < h; y += 48) line(ctx, 0, y, w, y);
  // Frame corners.
  ctx.strokeStyle = 'rgba(62, 227, 255, 0.7)';
  ctx.lineWidth = 4;
  corner(ctx, 16, 16, 1, 1);
  corner(ctx, w - 16, 16, -1, 1);
  corner(ctx, 16, h - 16, 1, -1);
  corner(ctx, w - 16, h - 16, -1, -1);
  const top = ctx.createLinearGradient(0, 0, w, 0);
  top.addColorStop(0, 'rgba(62, 227, 255, 0)');
  top.addColorStop(0.5, '#3ee3ff');
  top.addColorStop(1, 'rgba(138, 107, 255, 0)');
  ctx.fillStyle = top;
  ctx.fillRect(0, 0, w, 4);
}

function glow(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, color: string) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, color);
  g.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
}

function line(ctx: CanvasRenderingContext2D, x1: number, y1: number, x2: number, y2: number) {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

function corner(ctx: CanvasRenderingContext2D, x: number, y: number, dx: number, dy: number) {
  ctx.beginPath();
  ctx.moveTo(x, y + 28 * dy);
  ctx.lineTo(x, y);
  ctx.lineTo(x + 28 * dx, y);
  ctx.stroke();
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

function paint(ctx: CanvasRenderingContext2D, item: PosterItem, badge: HTMLImageElement | null, faces: string) {
  switch (item.kind) {
    case 'panel': {
      roundRect(ctx, item.x, item.y, item.w, item.h, 16);
      ctx.fillStyle = item.accent ? 'rgba(20, 36, 66, 0.92)' : 'rgba(16, 27, 48, 0.86)';
      ctx.fill();
      ctx.strokeStyle = item.accent ? 'rgba(62, 227, 255, 0.55)' : 'rgba(80, 200, 255, 0.18)';
      ctx.lineWidth = 2;
      ctx.stroke();
      if (item.accent) {
        ctx.strokeStyle = '#3ee3ff';
        ctx.lineWidth = 3;
        corner(ctx, item.x + 1, item.y + 1, 1, 1);
        corner(ctx, item.x + item.w - 1, item.y + item.h - 1, -1, -1);
      }
      return;
    }
    case 'text': {
      ctx.fillStyle = item.color;
      ctx.textAlign = item.align ?? 'left';
      ctx.textBaseline = 'alphabetic';
      ctx.letterSpacing = `${item.spacing ?? 0}px`;
      // A long name or a wordier language first gets a smaller size, down to minSize, then an ellipsis.
      let size = item.size;
      ctx.font = `${item.weight ?? 400} ${size}px ${faces}`;
      while (item.maxWidth && item.minSize && size > item.minSize && ctx.measureText(item.text).width > item.maxWidth) {
        size -= 1;
        ctx.font = `${item.weight ?? 400} ${size}px ${faces}`;
      }
      ctx.fillText(item.maxWidth ? fit(ctx, item.text, item.maxWidth) : item.text, item.x, item.y);
      ctx.letterSpacing = '0px';
      return;
    }
    case 'bar': {
      roundRect(ctx, item.x, item.y, item.w, item.h, item.h / 2);
      ctx.fillStyle = 'rgba(154, 171, 200, 0.16)';
      ctx.fill();
      const fill = ctx.createLinearGradient(item.x, 0, item.x + item.w, 0);
      fill.addColorStop(0, '#0fa3d6');
      fill.addColorStop(1, '#3ef0a3');
      roundRect(ctx, item.x, item.y, Math.max(item.h, item.w * Math.min(1, item.share)), item.h, item.h / 2);
      ctx.fillStyle = fill;
      ctx.fill();
      if (item.marker !== undefined) {
        ctx.strokeStyle = 'rgba(233, 242, 255, 0.55)';
        ctx.lineWidth = 2;
        const mx = item.x + item.w * item.marker;
        line(ctx, mx, item.y - 5, mx, item.y + item.h + 5);
      }
      return;
    }
    case 'hex': {
      const hue = item.cls ? CLASS_HUE[item.cls] : 215;
      ctx.beginPath();
      for (let i = 0; i < 6; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 3;
        const px = item.cx + item.r * Math.cos(a);
        const py = item.cy + item.r * Math.sin(a);
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
      const g = ctx.createLinearGradient(item.cx - item.r, item.cy - item.r, item.cx + item.r, item.cy + item.r);
      g.addColorStop(0, `hsla(${hue}, 85%, 55%, 0.55)`);
      g.addColorStop(1, `hsla(${hue}, 70%, 18%, 0.9)`);
      ctx.fillStyle = g;
      ctx.fill();
      ctx.strokeStyle = `hsl(${hue}, 90%, 65%)`;
      ctx.lineWidth = 3;
      ctx.stroke();
      ctx.font = `800 ${Math.round(item.r * 0.72)}px ${faces}`;
      ctx.fillStyle = '#ffffff';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(item.label, item.cx, item.cy + 2);
      ctx.textBaseline = 'alphabetic';
      return;
    }
    case 'badge': {
      if (badge) ctx.drawImage(badge, item.x, item.y, item.size, item.size * (124 / 120));
      return;
    }
    case 'qr': {
      const qr = QRCode.create(item.text, { errorCorrectionLevel: 'M' });
      const n = qr.modules.size;
      const quiet = 2;
      const cell = item.size / (n + quiet * 2);
      roundRect(ctx, item.x, item.y, item.size, item.size, 10);
      ctx.fillStyle = '#ffffff';
      ctx.fill();
      ctx.fillStyle = '#06101f';
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          // Slight overlap avoids hairline gaps between modules when the cell size is fractional.
          if (qr.modules.get(r, c)) ctx.fillRect(item.x + (c + quiet) * cell, item.y + (r + quiet) * cell, cell + 0.4, cell + 0.4);
        }
      }
      return;
    }
  }
}

/** Shortens text with an ellipsis to fit a width (squeezing CJK glyphs would make them unreadable). */
function fit(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > maxWidth) chars.pop();
  return `${chars.join('')}…`;
}

function loadSvg(svg: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    // A poster without its badge is still a poster.
    image.onerror = () => resolve(null);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}
