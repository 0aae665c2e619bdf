// Where sync is shown (the account's sync card, the settings' sync status): on
// a server that requires a subscription the account lacks, why its lists,
// folders and games do not sync (the routes that answer 402; favourites and
// unit settings still do) and the way to the pricing table.
import { useAtomValue } from 'jotai';
import { CircleAlert } from 'lucide-react';

import { runtimeConfigAtom } from '../../state/game-data';
import { syncNeedsSubscriptionAtom } from '../../state/subscription';
import { ButtonLink } from '../../ui/button-link';
import styles from './subscription-needed-note.module.css';

export const SUBSCRIPTION_NEEDED_TEXT = 'This server syncs lists, folders and games only for subscribers: yours stay on this device until you subscribe.';

export function SubscriptionNeededNote() {
  const needed = useAtomValue(syncNeedsSubscriptionAtom);
  const offersPlans = useAtomValue(runtimeConfigAtom)?.stripePricingTable != null;
  if (!needed) return null;
  return (
    <div className={styles.note} role="status">
      <CircleAlert size={18} aria-hidden="true" className={styles.icon} />
      <div className={styles.body}>
        <p>{SUBSCRIPTION_NEEDED_TEXT}</p>
        {offersPlans ? (
          <ButtonLink to="/price-table" variant="primary">
            See the plans
          </ButtonLink>
        ) : (
          <p className={styles.muted}>This server offers no way to subscribe here: ask whoever runs it.</p>
        )}
      </div>
    </div>
  );
}
