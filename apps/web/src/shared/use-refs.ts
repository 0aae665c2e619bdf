// The data source choices (GET /refs). Unreachable server: only 'main', no
// releases, and the failure logged.
import { RefsSchema, type Refs } from '@scrolldex/contract';
import { useEffect, useState } from 'react';

import { fetchJson } from '../data/api';
import { DEFAULT_DATA_REF } from '../state/settings';

export const FALLBACK_REFS: Refs = { branches: [{ name: DEFAULT_DATA_REF, type: 'Branch', sha: '', description: null, season: null }], releases: [] };

/** The server's branches and releases; FALLBACK_REFS when they cannot be loaded. */
export function fetchRefs(): Promise<Refs> {
  return fetchJson('/refs', RefsSchema).catch((error: unknown) => {
    console.warn('Could not load the data branches and releases; offering main only.', error);
    return FALLBACK_REFS;
  });
}

/** null while loading. */
export function useRefs(): Refs | null {
  const [refs, setRefs] = useState<Refs | null>(null);
  useEffect(() => {
    let current = true;
    void fetchRefs().then((answer) => {
      if (current) setRefs(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return refs;
}
