// /price-table: Stripe's pricing table for the
// logged-in account, which it passes as client-reference-id so the checkout is
// tied to it; after paying, Stripe returns to /account?stripe_session_id=...
// (use-account-start). Logged out, a note to log in first, and the way to log in.
import type { AccessTokenClaims, StripePricingTable } from '@scrolldex/contract';
import { useAtomValue } from 'jotai';
import { LogIn, RotateCcw } from 'lucide-react';
import { createElement } from 'react';

import { Page } from '../../shared/page';
import { useRetryableLoad } from '../../shared/use-retryable-load';
import { runtimeConfigAtom } from '../../state/game-data';
import { accountAtom } from '../../state/session';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import styles from './account-page.module.css';
import { loadPricingTableScript } from './stripe-pricing-table-script';

const LOGGED_OUT_NOTE = 'Please log in to manage your subscription.';

function StripePricingTableView({ table, account }: { table: StripePricingTable; account: AccessTokenClaims }) {
  const [script, retry] = useRetryableLoad(loadPricingTableScript);
  if (script.status === 'loading') return <Spinner variant="block" label="Loading the pricing table..." />;
  if (script.status === 'failed') {
    return (
      <EmptyState
        title="The pricing table could not be loaded."
        action={
          <Button icon={<RotateCcw size={18} aria-hidden="true" />} onClick={retry}>
            Try Again
          </Button>
        }
      >
        Stripe could not be reached. Check your connection and try again.
      </EmptyState>
    );
  }
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>Pay by card through Stripe. When it is done, Stripe brings you back to your account, where the subscription shows.</p>
      {/* Stripe's custom element (its script defines it); React sets these as attributes. */}
      {createElement('stripe-pricing-table', {
        className: styles.pricingTable,
        'pricing-table-id': table.pricingTableId,
        'publishable-key': table.publishableKey,
        'client-reference-id': account.id,
        'customer-email': account.email,
      })}
    </div>
  );
}

export function PriceTablePage() {
  const account = useAtomValue(accountAtom);
  const config = useAtomValue(runtimeConfigAtom);
  let body;
  if (!account) {
    body = (
      <Card className={[styles.card, styles.welcome].join(' ')}>
        <p>{LOGGED_OUT_NOTE}</p>
        <div className={styles.actions}>
          <ButtonLink to="/account" variant="primary" icon={<LogIn size={18} aria-hidden="true" />}>
            Go to Login
          </ButtonLink>
        </div>
      </Card>
    );
  } else if (!config) {
    body = <Spinner variant="block" label="Loading the subscription options..." />;
  } else if (!config.stripePricingTable) {
    body = <EmptyState title="Subscriptions are not offered on this server.">Syncing is free here.</EmptyState>;
  } else {
    body = <StripePricingTableView table={config.stripePricingTable} account={account} />;
  }
  return (
    <Page title="Subscription">
      <div className={styles.page}>{body}</div>
    </Page>
  );
}
