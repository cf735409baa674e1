import type { PayMethod } from '@mecha/shared/pay/api';
import { useId } from 'react';
import { CheckIcon } from '../../../components/icons.tsx';
import styles from './method-picker.module.css';

/** The edition's payment methods as one-tap choices (the current one ticked). */
export function MethodPicker({ methods, value, onPick, label }: { methods: PayMethod[]; value: string | null; onPick: (id: string) => void; label: string }) {
  const labelId = useId();
  return (
    <div className={styles.methods} role="radiogroup" aria-labelledby={labelId} data-testid="methods">
      <span id={labelId} hidden>
        {label}
      </span>
      {methods.map((method) => (
        <button
          key={method.id}
          type="button"
          role="radio"
          aria-checked={method.id === value}
          className={styles.method}
          data-method={method.id}
          onClick={() => onPick(method.id)}
        >
          <span>{method.name}</span>
          {method.id === value && <CheckIcon size="1.6rem" />}
        </button>
      ))}
    </div>
  );
}
