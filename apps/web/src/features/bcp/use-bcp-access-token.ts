// The BCP access token for a call: refreshed first when its exp
// has passed; a refresh BCP refuses ends the connection (the stored login is
// removed, and a toast says why), while one that cannot reach the server keeps
// it for later.
import { useSetAtom, useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';

import { useScrolldexClient } from '../../shared/scrolldex-client-provider';
import { useToast } from '../../shared/use-toast';
import { isNetworkError } from '../../data/scrolldex-client';
import { bcpLoginAtom } from '../../state/bcp';
import { errorSentence } from '../account';
import { bcpTokenExpired } from './bcp-identity';

const BCP_NOT_CONNECTED = 'Connect to BCP first.';

export function useBcpAccessToken(): () => Promise<string> {
  const client = useScrolldexClient();
  const store = useStore();
  const setLogin = useSetAtom(bcpLoginAtom);
  const toast = useToast();
  return useCallback(async () => {
    const login = store.get(bcpLoginAtom);
    if (!login) throw new Error(BCP_NOT_CONNECTED);
    if (!bcpTokenExpired(login.accessToken, Date.now())) return login.accessToken;
    try {
      const fresh = await client.bcpRefresh(login.refreshToken);
      setLogin(fresh);
      return fresh.accessToken;
    } catch (error) {
      if (!isNetworkError(error)) {
        setLogin(RESET);
        toast(errorSentence(error, 'BCP ended the connection. Please connect again.'), 'error');
      }
      throw error;
    }
  }, [client, setLogin, store, toast]);
}
