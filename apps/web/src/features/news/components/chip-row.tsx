import { useEffect, useRef, type ReactNode } from 'react';
import styles from './chip-row.module.css';

export interface Chip<T extends string> {
  value: T;
  label: ReactNode;
  dot?: boolean;
}

/** A sideways-scrolling row of choices (categories, tiers); the chosen one is kept in view. */
export function ChipRow<T extends string>({ chips, value, onChange, label, testId }: { chips: Chip<T>[]; value: T; onChange: (value: T) => void; label: string; testId: string }) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = row.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const parent = row.current;
    if (!el || !parent) return;
    // Centre the chosen chip without scrolling the page itself.
    parent.scrollTo({ left: el.offsetLeft - (parent.clientWidth - el.offsetWidth) / 2, behavior: 'smooth' });
  }, [value]);
  return (
    <div ref={row} className={styles.row} role="group" aria-label={label} data-testid={testId}>
      {chips.map((chip) => {
        const active = chip.value === value;
        return (
          <button
            key={chip.value}
            type="button"
            className={active ? `${styles.chip} ${styles.active}` : styles.chip}
            aria-pressed={active}
            data-value={chip.value}
            onClick={() => !active && onChange(chip.value)}
          >
            {chip.label}
            {chip.dot && <span className={styles.dot} aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}
