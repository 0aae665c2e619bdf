// One ScrolldexClient for the app, its tokens kept in the session atoms so the
// screens and the sync follow a login, a refresh or a logout at once.
import { useStore } from 'jotai';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

import { ScrolldexClient } from '../data/scrolldex-client';
import { accessTokenAtom, refreshTokenAtom } from '../state/session';

const ScrolldexClientContext = createContext<ScrolldexClient | null>(null);

export function ScrolldexClientProvider({ children, client }: { children: ReactNode; client?: ScrolldexClient }) {
  const store = useStore();
  const value = useMemo(
    () =>
      client ??
      new ScrolldexClient({
        tokens: {
          read: () => ({ accessToken: store.get(accessTokenAtom), refreshToken: store.get(refreshTokenAtom) }),
          write: ({ accessToken, refreshToken }) => {
            store.set(accessTokenAtom, accessToken);
            store.set(refreshTokenAtom, refreshToken);
          },
        },
      }),
    [client, store],
  );
  return <ScrolldexClientContext.Provider value={value}>{children}</ScrolldexClientContext.Provider>;
}

export function useScrolldexClient(): ScrolldexClient {
  const client = useContext(ScrolldexClientContext);
  if (client === null) throw new Error('ScrolldexClient not provided');
  return client;
}

/** For code that works without a client (the sync): null when none is provided. */
export function useOptionalScrolldexClient(): ScrolldexClient | null {
  return useContext(ScrolldexClientContext);
}
