import type { ReactNode } from 'react';
import { Link } from '../../../lib/hash-router/index.ts';
import styles from './stat-tiles.module.css';

export interface StatTile {
  label: string;
  value: ReactNode;
  tone?: 'cyan' | 'gold' | 'ok' | 'danger';
  testId?: string;
  /** Where the number's matches are listed: the whole tile opens it (its accessible name says what it opens). */
  to?: string;
  linkLabel?: string;
}

/** A grid of small label/value tiles; `columns` fits the count (3 on the battle page, 4 for character stats). */
export function StatTiles({ tiles, columns = 3 }: { tiles: StatTile[]; columns?: number }) {
  return (
    <dl className={styles.grid} data-columns={columns} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile} data-testid={tile.testId}>
          <dt className={styles.label}>{tile.label}</dt>
          <dd className={[styles.value, tile.tone && styles[tile.tone]].filter(Boolean).join(' ')} data-tone={tile.tone}>
            {tile.to ? (
              <Link to={tile.to} className={styles.link} aria-label={tile.linkLabel} data-testid={tile.testId && `${tile.testId}-link`}>
                {tile.value}
              </Link>
            ) : (
              tile.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
