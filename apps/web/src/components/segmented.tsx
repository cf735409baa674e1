import type { ReactNode } from 'react';
import styles from './segmented.module.css';

export interface SegmentOption<T extends string | number> {
  value: T;
  label: ReactNode;
  testId?: string;
}

interface SegmentedProps<T extends string | number> {
  options: SegmentOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** What the control switches, for screen readers. */
  label: string;
  className?: string;
}

/** A row of mutually exclusive choices (mode, season, sort): pressed-button semantics, one lit at a time. */
export function Segmented<T extends string | number>({ options, value, onChange, label, className }: SegmentedProps<T>) {
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')} role="group" aria-label={label}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            className={active ? `${styles.option} ${styles.active}` : styles.option}
            aria-pressed={active}
            data-testid={option.testId}
            onClick={() => !active && onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
