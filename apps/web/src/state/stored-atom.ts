// A jotai atom kept in localStorage under its own key and validated on read
// (data/local-store), shared by every setting and small local store.
import { atomWithStorage } from 'jotai/utils';
import type { z } from 'zod/mini';

import { readStored, removeStored, writeStored } from '../data/local-store';

export function storedAtom<T>(key: string, schema: z.core.$ZodType<T>, fallback: T) {
  return atomWithStorage<T>(
    key,
    fallback,
    {
      getItem: (name, initial) => readStored(name, schema, initial),
      setItem: (name, value) => writeStored(name, value),
      removeItem: (name) => removeStored(name),
      subscribe: (name, callback, initial) => {
        // Another tab changed it: follow, so two open tabs never disagree.
        const onStorage = (event: StorageEvent) => {
          if (event.storageArea === localStorage && event.key === name) callback(readStored(name, schema, initial));
        };
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
      },
    },
    { getOnInit: true },
  );
}
