// The first screens check their values with zod/mini; later screens and the
// rules package use classic zod. Both import zod's core, one module each, and
// Rollup shakes a module once for the whole app, not per chunk: the core in the
// start chunk carried everything classic zod reaches (every string format of
// its ZodString, JWT and KSUID included), about 8 KB gzip the first screen never
// runs. Classic zod gets its own copy of the core instead, in the lazy chunks
// beside it. Zod keeps what must be one (its config and registry) on
// globalThis, and its `instanceof` reads traits by name, so schemas of the two
// copies compose and check each other as before.
import type { Plugin } from 'vite';

const CLASSIC_ZOD = /[\\/]zod[\\/]v4[\\/]classic[\\/]/;
/** What classic zod shares with zod/mini: the core and the locales. */
const SHARED_ZOD = /[\\/]zod[\\/]v4[\\/](core|locales)[\\/]/;
export const CLASSIC_COPY = '?classic-zod';

/** Whether `importer` belongs to classic zod's side: classic zod itself, or its copy of the core. */
export function onClassicSide(importer: string): boolean {
  return CLASSIC_ZOD.test(importer) || importer.endsWith(CLASSIC_COPY);
}

/** The id a module classic zod imports is bundled under: the core's own copy, or the module itself. */
export function classicSideId(resolvedId: string): string {
  return SHARED_ZOD.test(resolvedId) && !resolvedId.endsWith(CLASSIC_COPY) ? `${resolvedId}${CLASSIC_COPY}` : resolvedId;
}

export function classicZodCore(): Plugin {
  return {
    name: 'scrolldex-classic-zod-core',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !onClassicSide(importer)) return null;
      const resolved = await this.resolve(source, importer.slice(0, importer.length - (importer.endsWith(CLASSIC_COPY) ? CLASSIC_COPY.length : 0)), {
        ...options,
        skipSelf: true,
      });
      return resolved && { ...resolved, id: classicSideId(resolved.id) };
    },
  };
}
