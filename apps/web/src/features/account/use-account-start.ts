// What the account screen does when it opens:
// an access token past its exp is refreshed (a refused
// refresh ends the session); back from a payment (?stripe_session_id=) it
// waits 500 ms, completes the checkout and names the product; back from the
// customer portal (?subscription_managed=true) it refreshes the tokens, so
// their claims tell the new state. The query is then dropped from the address.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';

import { useScrolldexClient } from '../../shared/scrolldex-client-provider';
import { useToast } from '../../shared/use-toast';
import { errorSentence } from './error-sentence';

export const PAYMENT_REDIRECT_DELAY_MS = 500;

export function useAccountStart(): void {
  const client = useScrolldexClient();
  const toast = useToast();
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const sessionId = typeof search.stripe_session_id === 'string' ? search.stripe_session_id : null;
  const managed = search.subscription_managed === true || search.subscription_managed === 'true';

  useEffect(() => {
    const clearQuery = () => void navigate({ to: '/account', search: {}, replace: true });
    if (sessionId) {
      const timer = setTimeout(() => {
        client
          .completeSubscription(sessionId)
          .then(() => client.me())
          .then(
            (account) => toast(`Subscription updated: ${account?.productName ?? 'subscription'}`),
            (error: unknown) => toast(`Error completing subscription: ${errorSentence(error, 'please try again.')}`, 'error'),
          )
          .finally(clearQuery);
      }, PAYMENT_REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (managed) {
      client
        .refresh()
        .catch((error: unknown) => toast(`Error refreshing subscription: ${errorSentence(error, 'please try again.')}`, 'error'))
        .finally(clearQuery);
      return undefined;
    }
    void client.me();
    return undefined;
  }, [client, managed, navigate, sessionId, toast]);
}
