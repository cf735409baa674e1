import type { RankId } from '@mecha/shared/ladder/ranks';
import type { ReactNode } from 'react';
import type { RankTheme } from './rank-theme.ts';

// The celestial body at the centre of each rank's badge (SVG, 120-unit box, centred near 60,58). `g` is the
// badge's gradient id prefix: `${g}-body` is a radial fill in the rank's colours.

/** Points of an n-pointed star, outer radius R and inner r, first point straight up. */
export function starPoints(cx: number, cy: number, R: number, r: number, n: number): string {
  return Array.from({ length: n * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? R : r;
    const angle = -Math.PI / 2 + (i * Math.PI) / n;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

type Emblem = (theme: RankTheme, g: string) => ReactNode;

const EMBLEMS: Record<RankId, Emblem> = {
  meteor: (t, g) => (
    <>
      {[0, 6, 12].map((d) => (
        <path key={d} d={`M${34 + d * 0.4} ${84 - d} L${58 + d * 0.2} ${60 - d * 0.6}`} stroke={t.light} strokeWidth={3 - d / 6} strokeLinecap="round" opacity={0.55 - d / 40} />
      ))}
      <circle cx="66" cy="52" r="11" fill={`url(#${g}-body)`} />
      <circle cx="62" cy="49" r="2.6" fill={t.deep} opacity="0.7" />
      <circle cx="70" cy="56" r="1.8" fill={t.deep} opacity="0.6" />
    </>
  ),
  comet: (t, g) => (
    <>
      <path d="M73 46 C58 52 44 64 33 84 C47 74 60 66 78 56 Z" fill={`url(#${g}-tail)`} />
      <path d="M72 50 C60 58 50 66 42 78" stroke={t.light} strokeWidth="1.4" fill="none" opacity="0.7" />
      <circle cx="74" cy="50" r="8" fill={`url(#${g}-body)`} />
      <circle cx="74" cy="50" r="3.4" fill="#fff" />
    </>
  ),
  satellite: (t, g) => (
    <g transform="rotate(-24 60 58)">
      {[34, 68].map((x) => (
        <g key={x}>
          <rect x={x} y="52" width="18" height="12" rx="1" fill={t.deep} stroke={t.main} strokeWidth="1.6" />
          <path d={`M${x + 6} 52v12M${x + 12} 52v12M${x} 58h18`} stroke={t.main} strokeWidth="0.9" opacity="0.8" />
        </g>
      ))}
      <rect x="53" y="48" width="14" height="20" rx="3" fill={`url(#${g}-body)`} />
      <path d="M60 48v-8M54 40 A7 5 0 0 0 66 40" stroke={t.light} strokeWidth="1.8" fill="none" strokeLinecap="round" />
      <circle cx="60" cy="58" r="2.4" fill={t.deep} />
    </g>
  ),
  planet: (t, g) => (
    <g transform="rotate(-18 60 58)">
      <path d="M32 58 A28 8 0 0 1 88 58" stroke={t.light} strokeWidth="3" fill="none" opacity="0.55" />
      <circle cx="60" cy="58" r="16" fill={`url(#${g}-body)`} />
      <path d="M46 52 Q60 48 74 52 M45 61 Q60 57 75 61" stroke={t.deep} strokeWidth="1.6" fill="none" opacity="0.45" />
      <path d="M32 58 A28 8 0 0 0 88 58" stroke={t.light} strokeWidth="3" fill="none" />
    </g>
  ),
  star: (t, g) => (
    <>
      <polygon points={starPoints(60, 59, 24, 10, 5)} fill={`url(#${g}-body)`} stroke={t.light} strokeWidth="1.4" strokeLinejoin="round" />
      <polygon points={starPoints(60, 59, 11, 4.5, 5)} fill="#fff" opacity="0.85" />
    </>
  ),
  'supreme-star': (t, g) => (
    <>
      {Array.from({ length: 16 }, (_, i) => {
        const a = (i * Math.PI) / 8;
        const [r1, r2] = i % 2 ? [20, 27] : [22, 31];
        return <path key={i} d={`M${60 + r1 * Math.cos(a)} ${58 + r1 * Math.sin(a)} L${60 + r2 * Math.cos(a)} ${58 + r2 * Math.sin(a)}`} stroke={t.main} strokeWidth="1.6" strokeLinecap="round" opacity="0.8" />;
      })}
      <polygon points={starPoints(60, 58, 22, 9, 8)} fill={`url(#${g}-body)`} stroke={t.light} strokeWidth="1" />
      <circle cx="60" cy="58" r="7" fill="#fff" />
    </>
  ),
  'void-dark-star': (t) => (
    <>
      <ellipse cx="60" cy="58" rx="29" ry="9" transform="rotate(28 60 58)" stroke={t.main} strokeWidth="1" strokeDasharray="2 3" fill="none" />
      <circle cx="60" cy="58" r="15" fill="#06020f" stroke={t.main} strokeWidth="2.4" />
      <circle cx="60" cy="58" r="15" fill="none" stroke={t.light} strokeWidth="0.8" opacity="0.6" />
      <polygon points={starPoints(60, 58, 30, 2.6, 4)} fill={t.light} opacity="0.9" />
      <circle cx="83" cy="70" r="2.2" fill={t.light} />
      <circle cx="38" cy="46" r="1.6" fill={t.main} />
    </>
  ),
  'eternal-black-hole': (t, g) => (
    <>
      <circle cx="60" cy="58" r="19" fill="none" stroke={t.main} strokeWidth="1" opacity="0.55" />
      <path d="M30 58 A30 9 0 0 1 90 58" stroke={`url(#${g}-disk)`} strokeWidth="5" fill="none" opacity="0.7" />
      <circle cx="60" cy="58" r="13" fill="#000" stroke={t.light} strokeWidth="1.6" />
      <path d="M30 58 A30 9 0 0 0 90 58" stroke={`url(#${g}-disk)`} strokeWidth="5.5" fill="none" />
      <path d="M47 45 A18 18 0 0 1 73 45" stroke={t.light} strokeWidth="1.2" fill="none" opacity="0.8" />
    </>
  ),
};

export function RankEmblem({ rank, theme, g }: { rank: RankId; theme: RankTheme; g: string }) {
  return <>{EMBLEMS[rank](theme, g)}</>;
}

/** Before placement: an unlit plate with a question mark. */
export function UnplacedEmblem({ theme }: { theme: RankTheme }) {
  return (
    <text x="60" y="70" textAnchor="middle" fontSize="34" fontWeight="800" fill={theme.light} opacity="0.8">
      ?
    </text>
  );
}
