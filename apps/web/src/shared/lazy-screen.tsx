// A route's screen in a chunk of its own (router.tsx), loaded through
// importWithRetry. The router waits for a screen's preload before it leaves the
// current one; a load waiting for the network (offline, with no offline worker
// to serve the chunk) lets the router go on at once, and the screen says it will
// load when the browser is back online, then shows itself when its code
// arrives. A load that failed for good goes to the route's error screen; the
// next visit loads anew.
import type { RouteComponent } from '@tanstack/react-router';
import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';

import { Spinner } from '../ui/spinner';
import { importWithRetry } from './import-with-retry';
import { Page } from './page';
import { ScreenOffline } from './screen-offline';

type ChunkState<TModule> =
  | { status: 'idle' }
  | { status: 'loading'; settled: Promise<void>; waitingForNetwork: boolean }
  | { status: 'loaded'; module: TModule }
  | { status: 'failed'; error: unknown };

/** A chunk's load as a store the screen follows; a failed load lasts until the next load is asked for. */
function createChunkLoader<TModule>(importer: () => Promise<TModule>) {
  let state: ChunkState<TModule> = { status: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: ChunkState<TModule>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    state: () => state,
    /** Starts the load unless it is under way or done; resolves when it settles, whichever way (it never rejects). */
    load(): Promise<void> {
      if (state.status === 'loading') return state.settled;
      if (state.status === 'loaded') return Promise.resolve();
      let waitingForNetwork = false;
      // Told at once, before `settled` exists, when the load starts by waiting.
      const onWaiting = (waiting: boolean) => {
        waitingForNetwork = waiting;
        if (state.status === 'loading' && state.settled === settled) set({ ...state, waitingForNetwork });
      };
      const settled: Promise<void> = importWithRetry(importer, { onWaiting }).then(
        (module) => set({ status: 'loaded', module }),
        (error: unknown) => set({ status: 'failed', error }),
      );
      set({ status: 'loading', settled, waitingForNetwork });
      return settled;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type ChunkLoader<TModule> = ReturnType<typeof createChunkLoader<TModule>>;

/** Until the screen's load settles or waits for the network, whichever comes first. */
function untilSettledOrWaiting<TModule>(loader: ChunkLoader<TModule>): Promise<void> {
  const settled = loader.load();
  return new Promise((resolve) => {
    const check = () => {
      const state = loader.state();
      if (state.status !== 'loading' || state.waitingForNetwork) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = loader.subscribe(check);
    check();
    void settled.then(check);
  });
}

export function lazyScreen<TModule, TKey extends keyof TModule>(importer: () => Promise<TModule>, exportName: TKey): RouteComponent {
  const loader = createChunkLoader(importer);
  function Screen(props: object) {
    const state = useSyncExternalStore(loader.subscribe, loader.state);
    // Shown before any preload (a test's router, a hot reload): the screen starts its own load.
    useEffect(() => {
      if (state.status === 'idle') void loader.load();
    }, [state.status]);
    if (state.status === 'loaded') return createElement(state.module[exportName] as ComponentType, props);
    // To the route's error screen; the next visit's preload loads anew.
    if (state.status === 'failed') throw state.error;
    if (state.status === 'loading' && state.waitingForNetwork) return <ScreenOffline />;
    return (
      <Page title="Loading">
        <Spinner variant="block" />
      </Page>
    );
  }
  // TanStack Router waits for `preload` before it shows the screen, as long as there is one.
  const screen: RouteComponent = Screen;
  screen.preload = () => untilSettledOrWaiting(loader);
  // Once loaded, the router has nothing to wait for on later visits.
  loader.subscribe(() => {
    if (loader.state().status === 'loaded') delete screen.preload;
  });
  return screen;
}
