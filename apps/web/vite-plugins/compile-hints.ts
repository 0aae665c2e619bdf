// V8 compiles a function when it is first called, on the main thread, unless the
// file asks for more: `//# allFunctionsCalledOnLoad` on its first line (V8's
// explicit compile hints, Chrome 136 on) compiles every function of the file
// while the script streams in, on a background thread. Every chunk the start
// runs (vite-plugins/startup-stages.ts: the entry, React, the data's start and
// the app's stage) is such a file. A visit without a code cache compiled them
// function by function on the main thread: the first visit, and the first warm
// one too, as the offline worker's copies of module scripts hold no code cache
// until a visit has run them: some 720 functions before the home screen or an
// army page was usable, about 50 ms of main-thread time at full speed (200 ms
// with the CPU slowed 4x), now about 30-60 functions and 5 ms.
import type { Plugin, Rollup } from 'vite';

import { startupChunks } from './startup-stages';

const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint on every chunk of the start (vite-plugins/startup-stages.ts) of `bundle`. */
export function hintStartChunks(bundle: Rollup.OutputBundle): void {
  for (const fileName of startupChunks(bundle)) {
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.code = ALL_FUNCTIONS_CALLED_ON_LOAD + chunk.code;
  }
}

/**
 * Marks the start's chunks for eager compilation once the bundle is final: after minification, which would drop the
 * comment, and after Vite's own last changes (its table of a chunk's dynamic imports' files, put before the code of a
 * chunk that has any), which would push the hint off the first line, where V8 no longer reads it.
 */
export function compileStartEagerly(): Plugin {
  return {
    name: 'scrolldex-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hintStartChunks(bundle);
      },
    },
  };
}
