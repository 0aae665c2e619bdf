// /bcp/login (companion §2 'BCPLoginCallback'): the server's BCP callback comes
// back here with the three tokens in the query. They are kept only when all
// three are there; then the player returns to the page where they pressed
// Connect (or Settings), and the tokens leave the address bar and the history.
import { BcpLoginSchema } from '@scrolldex/contract';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { z } from 'zod/mini';

import { Page } from '../../app/page';
import { useToast } from '../../app/use-toast';
import { bcpLoginAtom, bcpReturnPathAtom } from '../../state/bcp';
import { Spinner } from '../../ui/spinner';
import { bcpConnectedSentence } from './bcp-identity';

export const BCP_LOGIN_INCOMPLETE = 'Could not connect to BCP: the login came back without its tokens. Please connect again.';

export function BcpLoginPage() {
  const search = useSearch({ from: '/bcp/login' });
  const store = useStore();
  const setLogin = useSetAtom(bcpLoginAtom);
  const setReturnPath = useSetAtom(bcpReturnPathAtom);
  const navigate = useNavigate();
  const toast = useToast();
  // Once, for the address the page opened with (an effect may run twice in development).
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const login = z.safeParse(BcpLoginSchema, search);
    if (login.success) {
      setLogin(login.data);
      toast(bcpConnectedSentence(login.data.idToken));
    } else {
      toast(BCP_LOGIN_INCOMPLETE, 'error');
    }
    const back = store.get(bcpReturnPathAtom) ?? '/settings';
    setReturnPath(null);
    void navigate({ href: back, replace: true });
  }, [navigate, search, setLogin, setReturnPath, store, toast]);
  return (
    <Page title="Best Coast Pairings">
      <Spinner variant="block" label="Connecting to BCP..." />
    </Page>
  );
}
