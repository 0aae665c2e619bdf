// Logging out and deleting the account end the session the same way: the
// server is told (the client clears the tokens whatever it answers), then every
// account-owned store is cleared from this device (docs/decisions.md, "Logging out keeps the account's data separate"). What
// was not synced has been offered to sync before (logout-dialog).
import { useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';

import { useScrolldexClient } from '../../shared/scrolldex-client-provider';
import { clearAccountData } from '../../state/account-data';
import { accountDataOwnerAtom } from '../../state/account-data-owner';
import { accountAtom } from '../../state/session';

export function useEndSession(): (end: () => Promise<unknown>) => Promise<void> {
  const store = useStore();
  return useCallback(
    async (end) => {
      const accountId = store.get(accountAtom)?.id ?? null;
      await end();
      if (accountId === null) return;
      await clearAccountData(store, accountId, { keepUnsyncedLists: false });
      // What is on the device now is its own.
      if (store.get(accountDataOwnerAtom) === accountId) store.set(accountDataOwnerAtom, RESET);
    },
    [store],
  );
}

/** Logs out and clears the account's data from this device. */
export function useLogout(): () => Promise<void> {
  const client = useScrolldexClient();
  const endSession = useEndSession();
  return useCallback(() => endSession(() => client.logout()), [client, endSession]);
}
