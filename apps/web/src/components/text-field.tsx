import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './text-field.module.css';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  /** A control drawn inside the field's right edge, such as the send-code button. */
  trailing?: ReactNode;
}

/**
 * A labelled control: the label above, the error under it, one look for every input of a form. `htmlFor` names
 * an input (a <label>); `labelId` names a group such as a radio row (a <span> the group points at).
 */
export function Field({ label, htmlFor, labelId, error, errorId, className, children }: { label: string; htmlFor?: string; labelId?: string; error?: string | null; errorId?: string; className?: string; children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {htmlFor ? (
        <label htmlFor={htmlFor} className={styles.label}>
          {label}
        </label>
      ) : (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      {children}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, trailing, id, className, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <Field label={label} htmlFor={inputId} error={error} errorId={errorId} className={className}>
      <div className={[styles.box, error && styles.invalid].filter(Boolean).join(' ')}>
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        {trailing}
      </div>
    </Field>
  );
}
