// A labelled text input (the label above it) for forms: login, passwords,
// names. A hint or an error shows under it; the error is announced and
// marks the input invalid.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

import styles from './text-field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
};

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onValueChange, hint, error, className, type = 'text', 'aria-describedby': describedBy, ...props },
  ref,
) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  // The note first, then whatever else describes the field (a password's strength).
  const descriptions = [note ? noteId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
      {note && (
        <p id={noteId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </div>
  );
});
