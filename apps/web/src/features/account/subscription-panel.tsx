// The Subscription tab: the account's
// subscription as its token tells it, the price and features, and Subscribe
// (the pricing table page) or Manage (the customer portal). Offered only when
// the server has Stripe's pricing table.
import type { AccessTokenClaims } from '@scrolldex/contract';
import { useAtomValue } from 'jotai';

import { useScrolldexClient } from '../../shared/scrolldex-client-provider';
import { useToast } from '../../shared/use-toast';
import { runtimeConfigAtom } from '../../state/game-data';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import styles from './account-page.module.css';
import { errorSentence } from './error-sentence';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function subscriptionLine(account: AccessTokenClaims, required: boolean): string {
  if (!account.subscriptionStatus) {
    return required
      ? 'You have no subscription. This server syncs lists, folders and games only for subscribers: subscribe to sync them.'
      : 'You have no subscription. Sync works on this server without one.';
  }
  const product = account.productName ?? 'Subscription';
  if (account.cancelAt) return `${product}: cancelled, ends on ${DATE_FORMAT.format(account.cancelAt * 1000)}.`;
  const renews = account.periodEnd ? `, renews on ${DATE_FORMAT.format(account.periodEnd * 1000)}` : '';
  return `${product}: ${account.subscriptionStatus}${renews}.`;
}

export function SubscriptionPanel({ account }: { account: AccessTokenClaims }) {
  const required = useAtomValue(runtimeConfigAtom)?.subscriptionRequired === true;
  const client = useScrolldexClient();
  const toast = useToast();
  const manage = async () => {
    try {
      window.location.assign(await client.customerPortalUrl(`${window.location.origin}/account?subscription_managed=true`));
    } catch (error) {
      console.warn('Could not open the subscription portal.', error);
      toast(errorSentence(error, 'Could not open the subscription portal.'), 'error');
    }
  };
  return (
    <Card className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>Subscription</h2>
        {account.subscriptionStatus && <Badge tone={account.cancelAt ? 'warning' : 'valid'}>{account.cancelAt ? 'Not renewing' : 'Active'}</Badge>}
      </div>
      <p>{subscriptionLine(account, required)}</p>
      <p className={styles.muted}>$5 per month or $45 per year: list syncing, score tracking, path to glory.</p>
      <div className={styles.actions}>
        {account.subscriptionStatus ? (
          <Button variant="primary" onClick={() => void manage()}>
            Manage Subscription
          </Button>
        ) : (
          <ButtonLink to="/price-table" variant="primary">
            Subscribe
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
