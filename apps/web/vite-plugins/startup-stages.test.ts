import { describe, expect, it } from 'vitest';

import { appBundle, bundleOf } from './fake-bundle';
import { startupChunks, startupStageFiles, withLowPriorityScripts } from './startup-stages';

const bundle = appBundle();

describe('startupChunks', () => {
  it('is the entry, the stages it imports itself and their static imports, never the screens the stages load lazily', () => {
    expect([...startupChunks(bundle)].sort()).toEqual(['assets/app-e5.js', 'assets/index-main.js', 'assets/react-f1.js', 'assets/text-c3.js']);
  });
});

describe('startupStageFiles', () => {
  it("is what index.html does not load already: the stages' scripts, then their stylesheets once each", () => {
    expect(startupStageFiles(bundle)).toEqual({
      scripts: ['assets/app-e5.js', 'assets/text-c3.js'],
      styles: ['assets/app-e5.css', 'assets/text-c3.css'],
    });
  });

  it('throws on a bundle with no index.html entry rather than preload nothing', () => {
    expect(() => startupStageFiles(bundleOf([{ fileName: 'assets/app-e5.js' }]))).toThrow('the bundle has no index.html entry');
  });
});

describe('withLowPriorityScripts', () => {
  it('asks for every module script and modulepreload at low priority, and leaves stylesheets and data blocks alone', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '<script type="application/json" id="route-preloads">[]</script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    ].join('\n');
    expect(withLowPriorityScripts(html).split('\n')).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
      '<script type="application/json" id="route-preloads">[]</script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    ]);
  });
});
