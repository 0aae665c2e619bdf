// React.lazy keeps a rejected load for good: a piece whose chunk failed once
// stays broken until the page reloads. Here each load is a React.lazy of its
// own over importWithRetry, and one that failed gives way to a fresh one a
// moment later, once its error boundary has had the error: the next render
// loads anew.
import { createElement, lazy, type ComponentType } from 'react';

import { importWithRetry } from './import-with-retry';

/**
 * How long a failed load stays, so that the render that fails (React renders it again before its error boundary
 * takes the error) sees the failure, not a new load that hides it.
 */
export const FAILED_LOAD_KEPT_MS = 1_000;

/** `lazy()` for a named export, inside a Suspense boundary as ever, whose chunk loads through importWithRetry. */
export function lazyWithRetry<TModule, TKey extends keyof TModule>(importer: () => Promise<TModule>, exportName: TKey): TModule[TKey] {
  const startLoad = (): ComponentType<object> => {
    const load = lazy(() =>
      importWithRetry(importer).then(
        (module) => ({ default: module[exportName] as ComponentType<object> }),
        (error: unknown) => {
          setTimeout(() => {
            if (current === load) current = startLoad();
          }, FAILED_LOAD_KEPT_MS);
          throw error;
        },
      ),
    );
    return load;
  };
  let current = startLoad();
  function Lazy(props: object) {
    return createElement(current, props);
  }
  return Lazy as TModule[TKey];
}
