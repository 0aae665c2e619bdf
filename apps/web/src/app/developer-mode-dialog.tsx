// Asks for the developer-mode password and checks it against the configured
// SHA-256 hash (docs/decisions.md, "Developer mode": the password itself is never in the bundle).
import { useState } from 'react';

import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import styles from './developer-mode-dialog.module.css';

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; passwordHash: string | null; onActivated: () => void };

export function DeveloperModeDialog({ open, onOpenChange, passwordHash, onActivated }: Props) {
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setMessage(null);
    }
    onOpenChange(next);
  };
  const submit = async () => {
    if (!passwordHash) {
      setMessage('Developer mode is not configured on this server.');
      return;
    }
    if (!globalThis.crypto?.subtle) {
      setMessage('Developer mode needs a secure (https) connection.');
      return;
    }
    if ((await sha256Hex(password)) === passwordHash.toLowerCase()) {
      close(false);
      onActivated();
    } else {
      setPassword('');
      setMessage('Wrong password.');
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Developer Mode"
      description="Enter the developer password."
      footer={
        <>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button variant="primary" type="submit" form="developer-mode-form">
            Submit
          </Button>
        </>
      }
    >
      <form
        id="developer-mode-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <input
          className={styles.input}
          type="password"
          aria-label="Password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {message && (
          <p className={styles.message} role="alert">
            {message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
