// /bcp/login: the server's BCP callback comes
// back here with the three tokens and the state of the connect. The address
// was cleared before the app started (boot/bcp-callback-address.ts); the page
// takes what it carried. Tokens are kept only for a connect this tab started
// (features/bcp/bcp-connect-state.ts) and only when all three are there; then
// the player returns to the page where they pressed Connect (or Settings). A
// login this tab did not start is refused on the page, and nothing is kept.
import { BcpLoginSchema } from '@scrolldex/contract';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';

import { Page } from '../../shared/page';
import { useToast } from '../../shared/use-toast';
import { takeBcpCallback } from '../../boot/bcp-callback-address';
import { bcpLoginAtom, bcpReturnPathAtom } from '../../state/bcp';
import { ButtonLink } from '../../ui/button-link';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { bcpConnectedSentence } from './bcp-identity';
import { spendBcpConnect } from './bcp-connect-state';

export const BCP_LOGIN_INCOMPLETE = 'Could not connect to BCP: the login came back without its tokens. Please connect again.';
export const BCP_LOGIN_NOT_STARTED_HERE = 'This BCP login was not started here, so it was not used.';
export const BCP_LOGIN_NOT_STARTED_HINT = 'To connect your BCP account, press Connect in Settings and sign in there.';

export function BcpLoginPage() {
  const store = useStore();
  const setLogin = useSetAtom(bcpLoginAtom);
  const setReturnPath = useSetAtom(bcpReturnPathAtom);
  const navigate = useNavigate();
  const toast = useToast();
  const [refused, setRefused] = useState(false);
  // Once, for the address the page opened with (an effect may run twice in development).
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const callback = takeBcpCallback();
    if (!spendBcpConnect(callback?.state)) {
      setRefused(true);
      return;
    }
    const login = z.safeParse(BcpLoginSchema, callback ?? {});
    if (login.success) {
      setLogin(login.data);
      toast(bcpConnectedSentence(login.data.idToken));
    } else {
      toast(BCP_LOGIN_INCOMPLETE, 'error');
    }
    const back = store.get(bcpReturnPathAtom) ?? '/settings';
    setReturnPath(null);
    void navigate({ href: back, replace: true });
  }, [navigate, setLogin, setReturnPath, store, toast]);
  return (
    <Page title="Best Coast Pairings">
      {refused ? (
        <div role="alert">
          <EmptyState title={BCP_LOGIN_NOT_STARTED_HERE} action={<ButtonLink to="/settings">Go to Settings</ButtonLink>}>
            {BCP_LOGIN_NOT_STARTED_HINT}
          </EmptyState>
        </div>
      ) : (
        <Spinner variant="block" label="Connecting to BCP..." />
      )}
    </Page>
  );
}
