import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

import { compileStartEagerly, hintStartChunks } from './compile-hints';
import { appBundle } from './fake-bundle';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The app's bundle (fake-bundle.ts) as the build's last step sees it: with code. */
function finishedBundle(): Rollup.OutputBundle {
  const bundle = appBundle();
  for (const chunk of Object.values(bundle)) (chunk as Rollup.OutputChunk).code = 'function a(){}';
  // Vite's table of the files a chunk's dynamic imports need, which it puts before the code as the bundle is generated.
  (bundle['assets/app-e5.js'] as Rollup.OutputChunk).code = 'const __vite__mapDeps=(i)=>i;\nfunction a(){}';
  return bundle;
}

function codeOf(bundle: Rollup.OutputBundle, fileName: string): string {
  return (bundle[fileName] as Rollup.OutputChunk).code;
}

describe('hintStartChunks', () => {
  const bundle = finishedBundle();
  hintStartChunks(bundle);

  it("hints every chunk of the start on its first line, before Vite's table of dynamic imports", () => {
    expect(codeOf(bundle, 'assets/index-main.js')).toBe(`${HINT}function a(){}`);
    expect(codeOf(bundle, 'assets/react-f1.js')).toBe(`${HINT}function a(){}`);
    expect(codeOf(bundle, 'assets/app-e5.js')).toBe(`${HINT}const __vite__mapDeps=(i)=>i;\nfunction a(){}`);
  });

  it("leaves the screens' chunks and the worker's as they are", () => {
    expect(codeOf(bundle, 'assets/army-page-a1.js')).toBe('function a(){}');
    expect(codeOf(bundle, 'assets/game-data.worker-w1.js')).toBe('function a(){}');
  });
});

describe('compileStartEagerly', () => {
  it('hints the chunks once the bundle is generated, after the build plugins that still change the code', () => {
    expect(compileStartEagerly().generateBundle).toMatchObject({ order: 'post' });
  });
});
