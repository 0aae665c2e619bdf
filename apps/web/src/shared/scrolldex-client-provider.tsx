// One ScrolldexClient for the app, its tokens kept in the session atoms so the
// screens and the sync follow a login, a refresh or a logout at once. Its code
// (every call to the API and the checks of the answers) loads when a screen
// first asks for the client, not with the first screen: most visits never call
// the API, and a phone's start is shorter without it.
import { useStore } from 'jotai';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

import type { ScrolldexClient } from '../data/scrolldex-client';
import { accessTokenAtom, refreshTokenAtom } from '../state/session';
import { importWithRetry } from './import-with-retry';

/** The client, or (thrown, so that the asking screen suspends until it comes) the promise of its code. */
type ClientSource = () => ScrolldexClient;

const ScrolldexClientContext = createContext<ClientSource | null>(null);

/**
 * The client `create()` makes, made once for every caller. A load that failed (importWithRetry has tried it again
 * already) is thrown to the screen's error boundary once; the next caller loads anew.
 */
export function createdOnFirstCall(create: () => Promise<ScrolldexClient>): ClientSource {
  let client: ScrolldexClient | null = null;
  let loading: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;
  return () => {
    if (client !== null) return client;
    if (failure !== null) {
      const { error } = failure;
      failure = null;
      loading = null;
      throw error;
    }
    loading ??= create().then(
      (created) => {
        client = created;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    throw loading;
  };
}

export function ScrolldexClientProvider({ children, client }: { children: ReactNode; client?: ScrolldexClient }) {
  const store = useStore();
  const source = useMemo(
    (): ClientSource =>
      client
        ? () => client
        : createdOnFirstCall(async () => {
            const { ScrolldexClient } = await importWithRetry(() => import('../data/scrolldex-client'));
            return new ScrolldexClient({
              tokens: {
                read: () => ({ accessToken: store.get(accessTokenAtom), refreshToken: store.get(refreshTokenAtom) }),
                write: ({ accessToken, refreshToken }) => {
                  store.set(accessTokenAtom, accessToken);
                  store.set(refreshTokenAtom, refreshToken);
                },
              },
            });
          }),
    [client, store],
  );
  return <ScrolldexClientContext.Provider value={source}>{children}</ScrolldexClientContext.Provider>;
}

/** The client; the calling screen suspends while its code loads (the first time only). */
export function useScrolldexClient(): ScrolldexClient {
  const source = useContext(ScrolldexClientContext);
  if (source === null) throw new Error('ScrolldexClient not provided');
  return source();
}

/** For code that works without a client (the sync): null when none is provided. */
export function useOptionalScrolldexClient(): ScrolldexClient | null {
  const source = useContext(ScrolldexClientContext);
  return source === null ? null : source();
}
