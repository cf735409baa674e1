import { useId } from 'react';
import { badgeInfo } from '../lib/rank.ts';
import { RankEmblem, UnplacedEmblem } from './rank-emblems.tsx';
import styles from './rank-badge.module.css';
import { RANK_THEME, UNPLACED_THEME } from './rank-theme.ts';

interface RankBadgeProps {
  score: number;
  /** Before placement the ladder has no rank to show yet. */
  placed?: boolean;
  size?: string;
  /** Hero badges glow and move; small ones in lists stay still. */
  hero?: boolean;
  label?: string;
}

// Hexagon of radius 44 around (60, 60), pointy top.
const HEX = '60,16 98.1,38 98.1,82 60,104 21.9,82 21.9,38';
const INNER = '60,23 92,41.5 92,78.5 60,97 28,78.5 28,41.5';
const OUTER = '60,9 104.2,34.5 104.2,85.5 60,111 15.8,85.5 15.8,34.5';

// A badge per rank, drawn in SVG: the frame grows more ornate as the rank climbs (a second ring from Satellite,
// wings from Star, a crown from Void Dark Star), the centre shows the rank's celestial body, and the sub-tier is
// both a numeral plate and three pips.
export function RankBadge({ score, placed = true, size = '12rem', hero = false, label }: RankBadgeProps) {
  const g = `rb${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const info = badgeInfo(score);
  const theme = placed ? RANK_THEME[info.rank] : UNPLACED_THEME;
  const level = placed ? info.index : 0;
  const lit = placed && info.tier !== null ? 4 - info.tier : 0;
  return (
    <svg
      className={[styles.badge, hero && styles.hero, hero && placed && level >= 5 && styles.pulse].filter(Boolean).join(' ')}
      viewBox="0 0 120 124"
      width={size}
      height={`calc(${size} * 124 / 120)`}
      // Without a label the rank's name is in the text beside it: the picture is decoration then.
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-rank={placed ? info.rank : 'unplaced'}
      data-tier={placed ? (info.tier ?? 0) : undefined}
      style={{ ['--rank-glow' as string]: theme.main }}
    >
      <defs>
        <radialGradient id={`${g}-body`} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor={theme.light} />
          <stop offset="0.55" stopColor={theme.main} />
          <stop offset="1" stopColor={theme.deep} />
        </radialGradient>
        <radialGradient id={`${g}-core`} cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor={theme.deep} />
          <stop offset="1" stopColor="#050811" />
        </radialGradient>
        <linearGradient id={`${g}-rim`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={theme.light} />
          <stop offset="0.5" stopColor={theme.main} />
          <stop offset="1" stopColor={theme.accent ?? theme.deep} />
        </linearGradient>
        <linearGradient id={`${g}-tail`} x1="1" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={theme.light} stopOpacity="0.95" />
          <stop offset="1" stopColor={theme.main} stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${g}-disk`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#7a5cff" />
          <stop offset="0.5" stopColor={theme.light} />
          <stop offset="1" stopColor={theme.main} />
        </linearGradient>
      </defs>

      {level >= 4 && <Wings fill={`url(#${g}-rim)`} big={level >= 6} />}
      {level >= 6 && <polygon points="46,20 52,2 60,13 68,2 74,20" fill={`url(#${g}-rim)`} stroke={theme.deep} strokeWidth="1" />}
      {level >= 2 && <polygon points={OUTER} fill="none" stroke={theme.main} strokeWidth="1.2" strokeDasharray={level >= 5 ? undefined : '3 3'} opacity="0.7" />}
      {level >= 7 && <circle className={hero ? styles.spin : undefined} cx="60" cy="60" r="56" fill="none" stroke={theme.main} strokeWidth="1" strokeDasharray="1 5" opacity="0.8" />}
      <polygon points={HEX} fill={`url(#${g}-rim)`} />
      <polygon points={INNER} fill={`url(#${g}-core)`} stroke={theme.deep} strokeWidth="1" />

      {placed ? <RankEmblem rank={info.rank} theme={theme} g={g} /> : <UnplacedEmblem theme={theme} />}

      {info.tier !== null && placed && (
        <g>
          {[0, 1, 2].map((i) => (
            <polygon key={i} points={diamond(50 + i * 10, 88)} fill={i < lit ? theme.light : 'none'} stroke={theme.main} strokeWidth="1" />
          ))}
        </g>
      )}
      {info.numeral !== null && placed && (
        <g>
          <polygon points="42,104 78,104 84,111 78,118 42,118 36,111" fill={theme.deep} stroke={`url(#${g}-rim)`} strokeWidth="1.6" />
          <text x="60" y="115.2" textAnchor="middle" fontSize="10" fontWeight="800" fill={theme.light} letterSpacing="1" fontFamily="Georgia, 'Times New Roman', serif">
            {info.numeral}
          </text>
        </g>
      )}
    </svg>
  );
}

const diamond = (cx: number, cy: number) => `${cx},${cy - 3} ${cx + 3},${cy} ${cx},${cy + 3} ${cx - 3},${cy}`;

function Wings({ fill, big }: { fill: string; big: boolean }) {
  const reach = big ? 1 : 6;
  const left = `22,42 ${reach},${big ? 30 : 34} ${reach + 8},50 ${reach},${big ? 62 : 58} ${reach + 10},70 22,76`;
  return (
    <g fill={fill} opacity="0.9">
      <polygon points={left} />
      <polygon points={left} transform="translate(120 0) scale(-1 1)" />
    </g>
  );
}
