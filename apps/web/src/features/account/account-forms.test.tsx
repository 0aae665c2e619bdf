// The account forms' other cases: the reset password page, a new password's strength as it is typed, and what the
// forms say when the server answers without a sentence.
import 'fake-indexeddb/auto';

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { prepareAccountTests, PAIR, error, renderApp, dialog, alertText } from './account-test-app';

prepareAccountTests();

describe('Reset password page', () => {
  it('goes home without a token', async () => {
    const { router } = renderApp('/reset-password', {});
    await screen.findByText('Home screen');
    expect(router.state.location.pathname).toBe('/');
  });

  it('checks both fields, shows the server sentence, and on success logs in and opens the account', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderApp('/reset-password?token=abc', {
      'POST /auth/reset-password': (body) =>
        body.newPassword === 'fresh-password-1'
          ? Response.json(PAIR)
          : error(400, 'Password is too easy to guess: it is made of your name, your email or words of this site.'),
    });
    const submit = async () => user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in both fields.');
    await user.type(screen.getByLabelText('New Password'), 'password1');
    await user.type(screen.getByLabelText('Confirm Password'), 'password2');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match.');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'password1');
    // Refused here as the server would, without a call.
    await submit();
    await waitFor(async () => expect((await screen.findByRole('alert')).textContent).toBe('Password is too easy to guess: it is a commonly used password.'));
    expect(calls).toHaveLength(0);
    // The server knows the account, and refuses its name: its sentence is shown.
    const typeBoth = async (password: string) => {
      await user.clear(screen.getByLabelText('New Password'));
      await user.clear(screen.getByLabelText('Confirm Password'));
      await user.type(screen.getByLabelText('New Password'), password);
      await user.type(screen.getByLabelText('Confirm Password'), password);
    };
    await typeBoth('ada-lovelace-1815');
    await submit();
    await waitFor(async () =>
      expect((await screen.findByRole('alert')).textContent).toBe('Password is too easy to guess: it is made of your name, your email or words of this site.'),
    );
    await typeBoth('fresh-password-1');
    await submit();
    await screen.findByText('You are logged in as:');
    expect(calls.at(-1)?.body).toEqual({ newPassword: 'fresh-password-1', resetToken: 'abc' });
    expect(toasts()).toContain('Password reset successfully. You are now logged in.');
  });
});

describe('the strength of a new password', () => {
  it('shows as the player types, tied to the field, and a password the server would refuse is refused without a call', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/account', { 'POST /auth/create': () => Response.json(PAIR, { status: 201 }) });
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    await user.type(within(dialog()).getByLabelText('Username'), 'stormfan');
    await user.type(within(dialog()).getByLabelText('Email'), 'stormfan@example.com');
    const password = within(dialog()).getByLabelText('Password');
    await user.type(password, 'aaaaaaaa');
    const strength = await within(dialog()).findByText('Password is too easy to guess: it repeats one character.', { exact: false }, { timeout: 10_000 });
    expect(strength.textContent).toBe('Strength: Very weak. Password is too easy to guess: it repeats one character.');
    expect(strength.getAttribute('aria-live')).toBe('polite');
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(strength.id);

    // The site's words and the player's own name count as guessable, as on the server.
    await user.clear(password);
    await user.type(password, 'Stormfan2024');
    await waitFor(() =>
      expect(strength.textContent).toBe('Strength: Weak. Password is too easy to guess: it is made of your name, your email or words of this site.'),
    );
    await user.type(within(dialog()).getByLabelText('Confirm Password'), 'Stormfan2024');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    expect(await alertText()).toBe('Password is too easy to guess: it is made of your name, your email or words of this site.');
    expect(calls).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'brass lamp9');
    await waitFor(() => expect(strength.textContent).toBe('Strength: Strong. Hard to guess.'));
  });
});

describe('Account forms when the server answers without a sentence (companion §8 fallbacks)', () => {
  /** A failure whose body says nothing a player could read. */
  const silent = () => new Response('', { status: 500 });

  /** Opens a dialog with `open`, fills `fields` and submits with `submitLabel`; the dialog's alert then. */
  async function failedSubmit(open: string, fields: Record<string, string>, submitLabel: string): Promise<string | null> {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: open }));
    for (const [label, value] of Object.entries(fields)) await user.type(within(dialog()).getByLabelText(label), value);
    await user.click(within(dialog()).getByRole('button', { name: submitLabel }));
    return (await within(dialog()).findByRole('alert')).textContent;
  }

  it("says 'Login failed.' and 'Sign up failed.'", async () => {
    renderApp('/account', { 'POST /auth/login': silent, 'POST /auth/create': silent });
    expect(await failedSubmit('Login', { 'Email or Username': 'ada', Password: 'whatever1' }, 'Login')).toBe('Login failed.');
    await userEvent.setup().click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(
      await failedSubmit('Sign Up', { Username: 'ada', Email: 'ada@example.com', Password: 'brass lamp9', 'Confirm Password': 'brass lamp9' }, 'Sign Up'),
    ).toBe('Sign up failed.');
  });

  it("says 'Failed to send reset link.'", async () => {
    const user = userEvent.setup();
    renderApp('/account', { 'POST /auth/request-reset': silent });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot Your Password?' }));
    await user.type(within(dialog()).getByLabelText('Email or Username'), 'ada');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Reset Link' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to send reset link.');
  });

  it("says 'Failed to update password.' and 'Failed to delete account.'", async () => {
    renderApp('/account', { 'POST /auth/update-password': silent, 'DELETE /account': silent }, { loggedIn: true });
    const change = { 'Current Password': 'old password', 'New Password': 'brass lamp9', 'Confirm New Password': 'brass lamp9' };
    expect(await failedSubmit('Change Password', change, 'Change Password')).toBe('Failed to update password.');
    await userEvent.setup().click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(await failedSubmit('Delete Account', { Password: 'my password' }, 'Delete Account')).toBe('Failed to delete account.');
  });

  it("says 'Failed to reset password.'", async () => {
    const user = userEvent.setup();
    renderApp('/reset-password?token=abc', { 'POST /auth/reset-password': silent });
    await user.type(await screen.findByLabelText('New Password'), 'fresh password');
    await user.type(screen.getByLabelText('Confirm Password'), 'fresh password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(async () => expect((await screen.findByRole('alert')).textContent).toBe('Failed to reset password.'));
  });

  it("toasts 'Error completing subscription' with the server's sentence, or a plain one", async () => {
    const first = renderApp(
      '/account?stripe_session_id=cs_test_1',
      { 'POST /stripe/session-complete': () => error(400, 'That checkout session is not yours.') },
      { loggedIn: true },
    );
    await waitFor(() => expect(first.toasts()).toContain('Error completing subscription: That checkout session is not yours.'), { timeout: 3000 });
    cleanup();
    const second = renderApp('/account?stripe_session_id=cs_test_2', { 'POST /stripe/session-complete': silent }, { loggedIn: true });
    await waitFor(() => expect(second.toasts()).toContain('Error completing subscription: please try again.'), { timeout: 3000 });
  });
});
