// Fetches the server's runtime configuration once (GET /config); offline, the
// service worker answers from its cache, and without either the app runs on defaults.
import { RuntimeConfigSchema } from '@scrolldex/contract';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { fetchJson } from '../data/api';
import { runtimeConfigAtom } from '../state/game-data';

export function useRuntimeConfig(): void {
  const setConfig = useSetAtom(runtimeConfigAtom);
  useEffect(() => {
    fetchJson('/config', RuntimeConfigSchema).then(setConfig, (error: unknown) => console.warn('Could not load the server configuration.', error));
  }, [setConfig]);
}
