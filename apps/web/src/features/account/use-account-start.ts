// On the account screen's start, an access token already past its exp is
// refreshed; a refused refresh ends the session (companion §4 'Session').
import { useEffect } from 'react';

import { useScrolldexClient } from '../../app/scrolldex-client-provider';

export function useAccountStart(): void {
  const client = useScrolldexClient();
  useEffect(() => {
    void client.me();
  }, [client]);
}
