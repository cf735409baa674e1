import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field } from './text-field.tsx';
import fieldStyles from './text-field.module.css';
import styles from './text-area.module.css';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | null;
  /** Drawn under the box on the right, beside the error: a character count, say. */
  counter?: ReactNode;
}

/** The multi-line text field: TextField's label, box and error, with room for a counter under it. */
export function TextArea({ label, error, counter, id, className, ...rest }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <Field label={label} htmlFor={inputId} className={className}>
      <textarea
        id={inputId}
        className={[fieldStyles.box, styles.area, error && fieldStyles.invalid].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      <div className={styles.under}>
        <span id={errorId} className={fieldStyles.error} role={error ? 'alert' : undefined}>
          {error}
        </span>
        {counter}
      </div>
    </Field>
  );
}
