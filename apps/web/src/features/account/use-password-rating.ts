// A new password rated as the player types, by the server's own rule
// (ratePassword of @scrolldex/contract/password: the length and name rules and
// zxcvbn-ts's score, with the site's words), so the form tells what the server
// would refuse before it is sent. zxcvbn and its word lists weigh about a
// megabyte: they load, as a chunk of their own, when a form asking for a new
// password first shows, never with the app's first screen.
import type { PasswordOwner, PasswordRating } from '@scrolldex/contract/password';
import { useEffect, useMemo, useState } from 'react';

import { importWithRetry } from '../../shared/import-with-retry';

type Rate = (password: string, owner?: PasswordOwner) => PasswordRating;

let loading: Promise<Rate> | undefined;
function loadRate(): Promise<Rate> {
  loading ??= importWithRetry(() => import('@scrolldex/contract/password')).then(({ ratePassword }) => {
    // zxcvbn ranks its word lists on its first rating: done now, while the player is on the other fields, so the
    // first key in the password field does not wait for it.
    ratePassword('');
    return ratePassword;
  });
  // Offline, the load waits for the network; one that failed all the same is tried again by the next form. The server
  // still rates.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The rating of `password` for its owner; null while it is empty or the rule is still loading. */
export function usePasswordRating(password: string, owner: PasswordOwner = {}): PasswordRating | null {
  const [rate, setRate] = useState<Rate | null>(null);
  useEffect(() => {
    let mounted = true;
    loadRate().then(
      (loaded) => {
        if (mounted) setRate(() => loaded);
      },
      (error: unknown) => console.warn('The password strength rule could not load; the server still checks the password.', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  const { username, email } = owner;
  return useMemo(() => (rate && password !== '' ? rate(password, { username, email }) : null), [rate, password, username, email]);
}
