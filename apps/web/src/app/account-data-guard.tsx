// Keeps the account-owned data on this device with its account (docs/decisions.md,
// "Logging out keeps the account's data separate"). A session starting on a device that holds only its own data takes
// it into the account. A session that ended without the logout screen (the
// server refused it, or another tab logged out), or another account logging in,
// first clears the previous account's data; its lists stay, hidden and for it
// alone, only when they hold changes its server has not got. The clearing code
// (with the list engine) loads only then.
import { useAtomValue, useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { useEffect } from 'react';

import { accountDataOwnerAtom } from '../state/account-data-owner';
import { accountAtom, hasSessionAtom } from '../state/session';
import { importWithRetry } from '../shared/import-with-retry';

export function AccountDataGuard(): null {
  const store = useStore();
  const accountId = useAtomValue(accountAtom)?.id ?? null;
  const hasSession = useAtomValue(hasSessionAtom);
  const owner = useAtomValue(accountDataOwnerAtom);
  useEffect(() => {
    // A token whose claims cannot be read names no account: nothing is decided on it.
    if (owner === accountId || (hasSession && accountId === null)) return;
    if (owner === null) {
      store.set(accountDataOwnerAtom, accountId);
      return;
    }
    void importWithRetry(() => import('../state/account-data'))
      .then(({ clearAccountData }) => clearAccountData(store, owner, { keepUnsyncedLists: true }))
      .then(
        () => {
          // Whoever is signed in by now: the stores hold nothing of anyone, so they are theirs.
          if (store.get(accountDataOwnerAtom) === owner) store.set(accountDataOwnerAtom, store.get(accountAtom)?.id ?? RESET);
        },
        (error: unknown) => console.warn("Could not clear the previous account's data from this device.", error),
      );
  }, [accountId, hasSession, owner, store]);
  return null;
}
