// The account screen's dialogs: Login, Sign Up, Forgot
// Your Password?, Change Password and Delete Account. Each form lives inside
// the dialog's content, which unmounts on close, so a closed dialog forgets
// what was typed.
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';

import { useScrolldexClient } from '../../shared/scrolldex-client-provider';
import { useToast } from '../../shared/use-toast';
import { accountAtom } from '../../state/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { AccountForm } from './account-form';
import styles from './account-dialogs.module.css';
import { checkChangePassword, checkDeleteAccount, checkForgotPassword, checkLogin, checkSignUp } from './account-validation';
import { PasswordStrength } from './password-strength';
import { usePasswordRating } from './use-password-rating';
import { useEndSession } from './use-end-session';

export const RESET_REQUESTED =
  'If an account exists for the provided email or username, a password reset link has been sent. Please check your email and spam folder.';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Told once the session has started, after the dialog closed. */
type LoggedInProps = { onLoggedIn: () => void };

export function LoginDialog({ open, onOpenChange, onForgotPassword, onLoggedIn }: DialogProps & LoggedInProps & { onForgotPassword: () => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Login" description="Sign in to sync your lists, folders, favourites and unit settings.">
      <LoginForm
        onDone={() => {
          onOpenChange(false);
          onLoggedIn();
        }}
        onForgotPassword={onForgotPassword}
      />
    </Dialog>
  );
}

function LoginForm({ onDone, onForgotPassword }: { onDone: () => void; onForgotPassword: () => void }) {
  const client = useScrolldexClient();
  const toast = useToast();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  return (
    <AccountForm
      check={() => checkLogin(name, password)}
      submit={async () => {
        await client.login(name.trim(), password);
        toast('Logged in.');
        onDone();
      }}
      fallback="Login failed."
      submitLabel="Login"
      aside={
        <button type="button" className={styles.link} onClick={onForgotPassword}>
          Forgot Your Password?
        </button>
      }
    >
      <TextField label="Email or Username" value={name} onValueChange={setName} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      <TextField label="Password" type="password" value={password} onValueChange={setPassword} autoComplete="current-password" />
    </AccountForm>
  );
}

export function SignUpDialog({ open, onOpenChange, onLoggedIn }: DialogProps & LoggedInProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Sign Up" description="An account keeps your lists and settings in step across your devices.">
      <SignUpForm
        onDone={(created) => {
          onOpenChange(false);
          if (created) onLoggedIn();
        }}
      />
    </Dialog>
  );
}

function SignUpForm({ onDone }: { onDone: (created: boolean) => void }) {
  const client = useScrolldexClient();
  const toast = useToast();
  const [form, setForm] = useState({ username: '', email: '', password: '', confirm: '' });
  const field = (key: keyof typeof form) => ({ value: form[key], onValueChange: (value: string) => setForm((current) => ({ ...current, [key]: value })) });
  const rating = usePasswordRating(form.password, { username: form.username.trim(), email: form.email.trim() });
  const strengthId = useId();
  return (
    <AccountForm
      check={() => checkSignUp(form, rating)}
      submit={async () => {
        await client.signUp({ username: form.username.trim(), email: form.email.trim(), password: form.password });
        toast('Account created. You are now logged in.');
        onDone(true);
      }}
      fallback="Sign up failed."
      submitLabel="Sign Up"
      onCancel={() => onDone(false)}
    >
      <TextField label="Username" {...field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      <TextField label="Email" type="email" {...field('email')} autoComplete="email" />
      <TextField label="Password" type="password" {...field('password')} autoComplete="new-password" aria-describedby={strengthId} />
      <PasswordStrength id={strengthId} rating={rating} />
      <TextField label="Confirm Password" type="password" {...field('confirm')} autoComplete="new-password" />
    </AccountForm>
  );
}

export function ForgotPasswordDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Forgot Your Password?"
      description="We will send a link to choose a new password to the email of your account."
    >
      <ForgotPasswordForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const client = useScrolldexClient();
  const [name, setName] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  if (sent) {
    return (
      <div className={styles.sent}>
        <p role="status">{sent}</p>
        <Button variant="primary" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  }
  return (
    <AccountForm
      check={() => checkForgotPassword(name)}
      submit={async () => setSent((await client.requestReset(name.trim(), window.location.origin)) || RESET_REQUESTED)}
      fallback="Failed to send reset link."
      submitLabel="Send Reset Link"
      onCancel={onDone}
    >
      <TextField label="Email or Username" value={name} onValueChange={setName} autoComplete="username" autoCapitalize="none" spellCheck={false} />
    </AccountForm>
  );
}

export function ChangePasswordDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change Password" description="Your other devices will be asked to log in again.">
      <ChangePasswordForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const client = useScrolldexClient();
  const toast = useToast();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const field = (key: keyof typeof form) => ({ value: form[key], onValueChange: (value: string) => setForm((now) => ({ ...now, [key]: value })) });
  const account = useAtomValue(accountAtom);
  const rating = usePasswordRating(form.next, { username: account?.username, email: account?.email });
  const strengthId = useId();
  return (
    <AccountForm
      check={() => checkChangePassword(form, rating)}
      submit={async () => {
        await client.updatePassword(form.current, form.next);
        toast('Password updated successfully.');
        onDone();
      }}
      fallback="Failed to update password."
      submitLabel="Change Password"
      onCancel={onDone}
    >
      <TextField label="Current Password" type="password" {...field('current')} autoComplete="current-password" />
      <TextField label="New Password" type="password" {...field('next')} autoComplete="new-password" aria-describedby={strengthId} />
      <PasswordStrength id={strengthId} rating={rating} />
      <TextField label="Confirm New Password" type="password" {...field('confirm')} autoComplete="new-password" />
    </AccountForm>
  );
}

export function DeleteAccountDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Account"
      description="This deletes your account and everything synced to it, from the server and from this device, and cannot be undone. Lists made on this device while logged out stay here."
    >
      <DeleteAccountForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function DeleteAccountForm({ onDone }: { onDone: () => void }) {
  const client = useScrolldexClient();
  const endSession = useEndSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  return (
    <AccountForm
      check={() => checkDeleteAccount(password)}
      submit={async () => {
        await endSession(() => client.deleteAccount(password));
        toast('Account deleted.');
        onDone();
        void navigate({ to: '/' });
      }}
      fallback="Failed to delete account."
      submitLabel="Delete Account"
      submitVariant="danger"
      onCancel={onDone}
    >
      <TextField label="Password" type="password" value={password} onValueChange={setPassword} autoComplete="current-password" />
    </AccountForm>
  );
}
