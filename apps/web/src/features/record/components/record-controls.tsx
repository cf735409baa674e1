import type { Mode } from '@mecha/shared/record/ingest';
import type { SeasonChoice } from '../lib/use-season.ts';
import { ModeSwitch } from './mode-switch.tsx';
import styles from './record-controls.module.css';
import { SeasonSwitch } from './season-switch.tsx';

/** The mode and season switches, one row under the nav bar, kept in view while the page scrolls. */
export function RecordControls({ mode, onMode, season }: { mode?: Mode; onMode?: (mode: Mode) => void; season: SeasonChoice }) {
  return (
    <div className={styles.row} data-testid="record-controls">
      {mode && onMode ? <ModeSwitch mode={mode} onChange={onMode} /> : <span />}
      <SeasonSwitch choice={season} />
    </div>
  );
}
