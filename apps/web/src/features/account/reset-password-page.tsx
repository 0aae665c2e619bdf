// /reset-password?token=...: choose a new password with the
// mailed link's token; success logs in and opens the account. Without a token
// there is nothing to do here: back to '/'.
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';

import { Page } from '../../shared/page';
import { useScrolldexClient } from '../../shared/scrolldex-client-provider';
import { useToast } from '../../shared/use-toast';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { AccountForm } from './account-form';
import styles from './account-page.module.css';
import { checkResetPassword } from './account-validation';
import { PasswordStrength } from './password-strength';
import { usePasswordRating } from './use-password-rating';

export function ResetPasswordPage() {
  const { token } = useSearch({ from: '/reset-password' });
  if (!token) return <Navigate to="/" replace />;
  return (
    <Page title="Reset Password">
      <div className={styles.page}>
        <Card className={styles.card}>
          <h2 className={styles.cardTitle}>Choose a new password</h2>
          <p className={styles.muted}>Your other devices will be asked to log in again.</p>
          <ResetPasswordForm token={token} />
        </Card>
      </div>
    </Page>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const client = useScrolldexClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // The account is known only to the server, which also refuses its name and email.
  const rating = usePasswordRating(password);
  const strengthId = useId();
  return (
    <AccountForm
      check={() => checkResetPassword(password, confirm, rating)}
      submit={async () => {
        await client.resetPassword(password, token);
        toast('Password reset successfully. You are now logged in.');
        void navigate({ to: '/account', replace: true });
      }}
      fallback="Failed to reset password."
      submitLabel="Reset Password"
    >
      <TextField label="New Password" type="password" value={password} onValueChange={setPassword} autoComplete="new-password" aria-describedby={strengthId} />
      <PasswordStrength id={strengthId} rating={rating} />
      <TextField label="Confirm Password" type="password" value={confirm} onValueChange={setConfirm} autoComplete="new-password" />
    </AccountForm>
  );
}
