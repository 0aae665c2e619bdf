// Sync: per resource, how much of it the server has and when it last synced,
// and the way to the account: a player who never turns on
// developer mode signs in from here (the home screen's account button is a
// developer-mode one).
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { RefreshCw, UserRound } from 'lucide-react';

import { accountAtom, hasSessionAtom } from '../../state/session';
import { syncNeedsSubscriptionAtom } from '../../state/subscription';
import { SubscriptionNeededNote, SyncSummary } from '../account';
import styles from './sync-status-card.module.css';
import { SettingsSection } from './settings-section';

export function SyncStatusCard() {
  const signedIn = useAtomValue(hasSessionAtom);
  const account = useAtomValue(accountAtom);
  // Where lists, folders and games wait for a subscription, the card does not claim that everything syncs.
  const needsSubscription = useAtomValue(syncNeedsSubscriptionAtom);
  const syncedHint = needsSubscription
    ? 'Favourites and unit settings sync with your account whenever you are online.'
    : 'Synced with your account whenever you are online.';
  return (
    <SettingsSection title="Sync" icon={<RefreshCw size={16} />}>
      <div className={styles.body}>
        <div className={styles.account}>
          <p className={styles.hint}>
            {signedIn ? syncedHint : 'Not signed in: kept on this device only.'}
            {account && <span className={styles.who}> Logged in as {account.username}.</span>}
          </p>
          <Link to="/account" className={styles.accountLink}>
            <UserRound size={18} aria-hidden="true" />
            Account
          </Link>
        </div>
        <SubscriptionNeededNote />
        <SyncSummary />
      </div>
    </SettingsSection>
  );
}
