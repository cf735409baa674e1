import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styles from './chip.module.css';

/** One rounded choice; `active` fills it. The caller gives the state to assistive tech (aria-pressed, a radio…). */
export function Chip({ active = false, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { active?: boolean }) {
  return <button type="button" className={[styles.chip, active && styles.active, className].filter(Boolean).join(' ')} {...rest} />;
}

export interface ChipChoice<T extends string> {
  value: T;
  label: ReactNode;
  dot?: boolean;
  testId?: string;
}

/**
 * A sideways-scrolling row of choices (categories, tiers, regions); the chosen one is kept in view. The row bleeds
 * into the page's padding, 1.6rem unless `--chip-bleed` says otherwise (a sheet's 2rem, say).
 */
export function ChipRow<T extends string>({ chips, value, onChange, label, testId, className }: { chips: ChipChoice<T>[]; value: T; onChange: (value: T) => void; label: string; testId?: string; className?: string }) {
  const row = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    const first = !shown.current;
    shown.current = true;
    // A row first shown with its first chip chosen is already where centring would put it (its start), and reading
    // the layout here would force one inside the page's first render (a long task on the news page).
    if (first && chips[0]?.value === value) return;
    const el = row.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const parent = row.current;
    if (!el || !parent) return;
    // Centre the chosen chip without scrolling the page itself.
    parent.scrollTo({ left: el.offsetLeft - (parent.clientWidth - el.offsetWidth) / 2, behavior: 'smooth' });
  }, [value]);
  return (
    <div ref={row} className={[styles.row, className].filter(Boolean).join(' ')} role="group" aria-label={label} data-testid={testId}>
      {chips.map((chip) => {
        const active = chip.value === value;
        return (
          <Chip key={chip.value} active={active} aria-pressed={active} data-value={chip.value} data-testid={chip.testId} onClick={() => !active && onChange(chip.value)}>
            {chip.label}
            {chip.dot && <span className={styles.dot} aria-hidden="true" />}
          </Chip>
        );
      })}
    </div>
  );
}
