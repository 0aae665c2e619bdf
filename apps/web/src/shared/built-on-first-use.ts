/**
 * `build`'s result, made at the first call and kept: for a schema its module's first screen has no use for, so that
 * loading the module builds nothing.
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
