// Ctrl/Cmd+Shift+B opens the armies screen; Ctrl/Cmd+Shift+D logs what the
// app has loaded (the debug action), for bug reports.
import { useRouter } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect } from 'react';

import { dataErrorAtom, heldGameDataAtom, manifestAtom } from '../state/game-data';
import { dataRefAtom } from '../state/settings';

export function useKeyboardShortcuts(): void {
  const router = useRouter();
  const store = useStore();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || !event.shiftKey) return;
      const key = event.key.toLowerCase();
      if (key === 'b') {
        event.preventDefault();
        void router.navigate({ to: '/' });
      } else if (key === 'd') {
        event.preventDefault();
        const index = store.get(heldGameDataAtom)?.index;
        console.info('Scrolldex debug', {
          appVersion: __APP_VERSION__,
          route: router.state.location.href,
          dataRef: store.get(dataRefAtom),
          dataCommit: index?.source.commit ?? null,
          armies: index ? Object.keys(index.armies).length : 0,
          manifest: store.get(manifestAtom),
          dataError: store.get(dataErrorAtom),
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [router, store]);
}
