// The body of every account dialog and of the reset page: fields, the field checks
// of @scrolldex/contract before any call, a busy submit button, and the outcome as a
// sentence under the fields.
import { LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Button, type ButtonVariant } from '../../ui/button';
import styles from './account-form.module.css';
import { errorSentence } from './error-sentence';

type AccountFormProps = {
  children: ReactNode;
  /** The sentence to show instead of calling, or null. */
  check: () => string | null;
  /** The call; throws on failure. */
  submit: () => Promise<void>;
  /** Shown when the failure carries no sentence of its own. */
  fallback: string;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  onCancel?: () => void;
  /** Beside the buttons: 'Forgot Your Password?' and the like. */
  aside?: ReactNode;
};

export function AccountForm({ children, check, submit, fallback, submitLabel, submitVariant = 'primary', onCancel, aside }: AccountFormProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const problem = check();
    setMessage(problem);
    if (problem) return;
    setBusy(true);
    try {
      await submit();
    } catch (error) {
      setMessage(errorSentence(error, fallback));
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void send();
      }}
    >
      <div className={styles.fields}>{children}</div>
      {message && (
        <p className={styles.message} role="alert">
          {message}
        </p>
      )}
      <div className={styles.footer}>
        {aside && <div className={styles.aside}>{aside}</div>}
        <div className={styles.buttons}>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          <Button variant={submitVariant} type="submit" disabled={busy} aria-busy={busy}>
            {busy && <LoaderCircle size={18} className={styles.busy} aria-hidden="true" />}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
