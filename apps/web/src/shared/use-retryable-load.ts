// Something a screen loads when it opens, with Try Again: loading, failed (with
// the error) or ready. A result that arrives after a newer attempt, or after the
// screen has gone, is dropped.
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; value: T };

/** `load` must keep its identity between renders (useCallback), or it runs again on each. */
export function useRetryableLoad<T>(load: () => Promise<T>): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    load().then(
      (value) => {
        if (current) setLoaded({ status: 'ready', value });
      },
      (error: unknown) => {
        if (current) setLoaded({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  return [loaded, useCallback(() => setAttempt((count) => count + 1), [])];
}
