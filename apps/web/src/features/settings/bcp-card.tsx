// Best Coast Pairings: Connect, which remembers
// this page and this tab's connect state and goes through the server's BCP
// login (it comes back to /bcp/login); connected, who the player is on BCP, the way to import an event,
// and a disconnect that forgets the tokens and reloads. Shown when the server
// connects to BCP.
import type { BcpLoginQuery } from '@scrolldex/contract';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { CalendarDays, Link2, Unlink } from 'lucide-react';

import { browserNavigation } from '../../shared/browser-navigation';
import { useToast } from '../../shared/use-toast';
import { apiUrl } from '../../data/api';
import { bcpLoginAtom, bcpReturnPathAtom } from '../../state/bcp';
import { runtimeConfigAtom } from '../../state/game-data';
import { Button, IconButton } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { bcpConnectedSentence, startBcpConnect } from '../bcp';
import styles from './bcp-card.module.css';
import { SettingsSection } from './settings-section';

export const BCP_CONNECT_NO_STORAGE = 'Could not connect to BCP: this browser does not let the app remember the connect. Allow site data, then try again.';

export function BcpCard() {
  const config = useAtomValue(runtimeConfigAtom);
  const login = useAtomValue(bcpLoginAtom);
  const setLogin = useSetAtom(bcpLoginAtom);
  const setReturnPath = useSetAtom(bcpReturnPathAtom);
  const here = useLocation({ select: (location) => location.href });
  const toast = useToast();
  if (!config?.bcp) return null;
  const connect = () => {
    const state = startBcpConnect();
    if (!state) return toast(BCP_CONNECT_NO_STORAGE, 'error');
    setReturnPath(here);
    browserNavigation.assign(apiUrl(`/bcp/login?${new URLSearchParams({ state } satisfies BcpLoginQuery).toString()}`));
  };
  const disconnect = () => {
    setLogin(RESET);
    browserNavigation.reload();
  };
  return (
    <SettingsSection title="Best Coast Pairings" icon={<CalendarDays size={16} />}>
      <div className={styles.body}>
        {login ? (
          <>
            <div className={styles.connected}>
              <p>{bcpConnectedSentence(login.idToken)}</p>
              <IconButton label="Disconnect from BCP" onClick={disconnect}>
                <Unlink size={20} aria-hidden="true" />
              </IconButton>
            </div>
            <ButtonLink to="/import-event">Import an Event</ButtonLink>
          </>
        ) : (
          <>
            <p className={styles.hint}>Connect your BCP account to import every list of your events.</p>
            <Button variant="primary" icon={<Link2 size={18} aria-hidden="true" />} onClick={connect}>
              Connect
            </Button>
          </>
        )}
      </div>
    </SettingsSection>
  );
}
