// Whose account the account-owned data on this device belongs to (docs/decisions.md,
// "Logging out keeps the account's data separate"): favourites, unit settings, the BCP login and the other stores of
// state/account-data. Set when a session starts on a device holding only its
// own data (which then joins the account); when the session ends, or another
// account logs in, that account's data is cleared first (app/account-data-guard).
// Sync runs only while it names the signed-in account, so one account's data
// never reaches another's.
import { atom } from 'jotai';
import { z } from 'zod/mini';

import { accountAtom } from './session';
import { storedAtom } from './stored-atom';

export const ACCOUNT_DATA_OWNER_KEY = 'accountDataOwner';

/** The account id (the access token's `id` claim), or null when the data is the device's own. */
export const accountDataOwnerAtom = storedAtom<string | null>(ACCOUNT_DATA_OWNER_KEY, z.nullable(z.string().check(z.minLength(1), z.maxLength(200))), null);

/** Signed in, and the account-owned data here is that account's: sync may run. */
export const accountDataReadyAtom = atom((get) => {
  const account = get(accountAtom);
  return account !== null && get(accountDataOwnerAtom) === account.id;
});
