/**
 * A value made at its first use and kept from then on. For schemas a screen's code imports but may never check
 * with: built as their module loads, they cost a phone's start their making (classic zod's the most, tens of
 * milliseconds at CPU 4x) whether anything is checked or not.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
