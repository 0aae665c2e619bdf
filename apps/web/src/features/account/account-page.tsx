// The account screen: logged out, Login and
// Sign Up; logged in, who you are, the sync card, Change Password and Delete
// Account, a logout button in the header, and the Subscription tab when the
// server offers subscriptions. Logging out with changes not synced yet asks
// first; logging in on a device with lists of its own asks whether to add them.
import { useAtomValue, useStore } from 'jotai';
import { KeyRound, LogIn, LogOut, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';

import { Page } from '../../shared/page';
import { useToast } from '../../shared/use-toast';
import { hasUnsyncedChanges, unsyncedAccountChanges, type UnsyncedChanges } from '../../state/account-data';
import { runtimeConfigAtom } from '../../state/game-data';
import { accountAtom } from '../../state/session';
import { Button, IconButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { Tabs } from '../../ui/tabs';
import { DeviceListsDialog } from '../lists';
import { ChangePasswordDialog, DeleteAccountDialog, ForgotPasswordDialog, LoginDialog, SignUpDialog } from './account-dialogs';
import styles from './account-page.module.css';
import { AccountSyncCard } from './account-sync-card';
import { LogoutDialog } from './logout-dialog';
import { SubscriptionPanel } from './subscription-panel';
import { useAccountStart } from './use-account-start';
import { useLogout } from './use-end-session';

/** A long address wraps after its '@' rather than mid-word. */
function breakAfterAt(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

type OpenDialog = 'login' | 'signup' | 'forgot' | 'change' | 'delete' | 'deviceLists' | null;

export function AccountPage() {
  useAccountStart();
  const store = useStore();
  const toast = useToast();
  const logoutNow = useLogout();
  const account = useAtomValue(accountAtom);
  const config = useAtomValue(runtimeConfigAtom);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [unsynced, setUnsynced] = useState<UnsyncedChanges | null>(null);
  const [tab, setTab] = useState('account');
  const dialogProps = (name: Exclude<OpenDialog, null>) => ({ open: dialog === name, onOpenChange: (open: boolean) => setDialog(open ? name : null) });
  const logout = async () => {
    await logoutNow();
    toast('Logged out.');
  };
  const requestLogout = async () => {
    const changes = await unsyncedAccountChanges(store);
    if (hasUnsyncedChanges(changes)) setUnsynced(changes);
    else await logout();
  };
  // Logged in here: the device's own lists, if any, are offered to the account.
  const loggedIn = () => setDialog('deviceLists');
  const actions = account && (
    <IconButton label="Log out" tone="onHeader" onClick={() => void requestLogout()}>
      <LogOut size={22} aria-hidden="true" />
    </IconButton>
  );

  const details = account && (
    <div className={styles.stack}>
      <Card className={styles.card}>
        <p className={styles.greeting}>
          You are logged in as: <strong>{account.username}</strong>
        </p>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>Username</dt>
            <dd>{account.username}</dd>
          </div>
          <div className={styles.detail}>
            <dt>Email</dt>
            <dd>{breakAfterAt(account.email)}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button icon={<KeyRound size={18} aria-hidden="true" />} onClick={() => setDialog('change')}>
            Change Password
          </Button>
          <Button variant="danger" icon={<Trash2 size={18} aria-hidden="true" />} onClick={() => setDialog('delete')}>
            Delete Account
          </Button>
        </div>
      </Card>
      <AccountSyncCard />
      {!config?.stripePricingTable && !config?.subscriptionRequired && (
        <p className={styles.note}>Subscriptions are not offered on this server: syncing is free here.</p>
      )}
    </div>
  );

  return (
    <Page title="User Account" actions={actions}>
      <div className={styles.page}>
        {account ? (
          config?.stripePricingTable ? (
            <Tabs
              label="Account"
              value={tab}
              onValueChange={setTab}
              items={[
                { value: 'account', label: 'Account', content: details },
                { value: 'subscription', label: 'Subscription', content: <SubscriptionPanel account={account} /> },
              ]}
            />
          ) : (
            details
          )
        ) : (
          <Card className={[styles.card, styles.welcome].join(' ')}>
            <h2 className={styles.cardTitle}>Sync across your devices</h2>
            <p className={styles.muted}>
              With an account, your lists, folders, favourites and unit settings follow you to every device. Everything works without one too: it just stays on
              this device.
            </p>
            <div className={styles.actions}>
              <Button variant="primary" icon={<LogIn size={18} aria-hidden="true" />} onClick={() => setDialog('login')}>
                Login
              </Button>
              <Button icon={<UserPlus size={18} aria-hidden="true" />} onClick={() => setDialog('signup')}>
                Sign Up
              </Button>
            </div>
          </Card>
        )}
      </div>
      <LoginDialog {...dialogProps('login')} onForgotPassword={() => setDialog('forgot')} onLoggedIn={loggedIn} />
      <SignUpDialog {...dialogProps('signup')} onLoggedIn={loggedIn} />
      <ForgotPasswordDialog {...dialogProps('forgot')} />
      <ChangePasswordDialog {...dialogProps('change')} />
      <DeleteAccountDialog {...dialogProps('delete')} />
      <DeviceListsDialog {...dialogProps('deviceLists')} />
      <LogoutDialog changes={unsynced} onOpenChange={(open) => !open && setUnsynced(null)} logout={logout} />
    </Page>
  );
}
