// V8 compiles a function when it is first called, on the main thread, unless the
// file asks for more: `//# allFunctionsCalledOnLoad` on its first line (V8's
// explicit compile hints, Chrome 136 on) compiles every function of the file
// while the script streams in, on a background thread. React's chunk is such a
// file: its CommonJS packages are functions (`require…()`) that the chunk calls
// as it loads, and compiling them on the main thread made its evaluation a task
// of about 100 ms on a phone's first visit after the offline worker's install,
// which has no code cache yet.
import type { Plugin } from 'vite';

const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** A chunk's code, on its first line the hint when its name is one of `names`; null for the others (left as they are). */
export function withCompileHint(code: string, chunkName: string, names: readonly string[]): string | null {
  return names.includes(chunkName) ? ALL_FUNCTIONS_CALLED_ON_LOAD + code : null;
}

/** Marks the chunks named `names` for eager compilation: after minification, which would drop the comment. */
export function compileEagerly(names: readonly string[]): Plugin {
  return {
    name: 'scrolldex-compile-hints',
    apply: 'build',
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        const hinted = withCompileHint(code, chunk.name, names);
        return hinted === null ? null : { code: hinted, map: null };
      },
    },
  };
}
