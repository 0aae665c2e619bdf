import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { bundleOf } from './fake-bundle';
import { pathPattern, routePreloads } from './route-preloads';

const ROOT = '/app';

const bundle = bundleOf([
  {
    fileName: 'assets/index-main.js',
    isEntry: true,
    facadeModuleId: resolve(ROOT, 'index.html'),
    imports: ['assets/react-shared.js'],
    dynamicImports: ['assets/app-e5.js'],
  },
  { fileName: 'assets/react-shared.js' },
  // The stage of starting the entry imports: every address loads it.
  { fileName: 'assets/app-e5.js', imports: ['assets/react-shared.js', 'assets/text-c3.js'], css: ['assets/app-e5.css'] },
  {
    fileName: 'assets/army-page-a1.js',
    moduleIds: [resolve(ROOT, 'src/features/army/army-page.tsx')],
    imports: ['assets/index-main.js', 'assets/cards-b2.js'],
    css: ['assets/army-page-a1.css'],
  },
  { fileName: 'assets/cards-b2.js', imports: ['assets/react-shared.js', 'assets/text-c3.js'], css: ['assets/cards-b2.css'] },
  { fileName: 'assets/text-c3.js', css: ['assets/cards-b2.css'] },
  // Folded into the army page's chunk by experimentalMinChunkSize: no chunk of its own.
  { fileName: 'assets/unrelated-d4.js', moduleIds: [resolve(ROOT, 'src/features/rules/rules-page.tsx')] },
]);

describe('pathPattern', () => {
  it('matches the addresses of a router path, parameters as one segment each', () => {
    const army = new RegExp(pathPattern('/army/$armyName'));
    expect(army.test('/army/Stormcast%20Eternals')).toBe(true);
    expect(army.test('/army/Stormcast%20Eternals/')).toBe(true);
    expect(army.test('/army/Stormcast%20Eternals/unit/Liberators')).toBe(false);
    expect(army.test('/army')).toBe(false);
    expect(new RegExp(pathPattern('/rules')).test('/rules')).toBe(true);
    expect(new RegExp(pathPattern('/list/$id/battle')).test('/list/abc/battle')).toBe(true);
  });
});

describe('routePreloads', () => {
  it("lists a page's chunk, the chunks it imports that no start loads, then their CSS once each", () => {
    expect(routePreloads(bundle, [{ path: '/army/$armyName', module: 'src/features/army/army-page.tsx' }], ROOT, '/')).toEqual([
      [pathPattern('/army/$armyName'), ['/assets/army-page-a1.js', '/assets/cards-b2.js', '/assets/army-page-a1.css', '/assets/cards-b2.css']],
    ]);
  });

  it('finds a module folded into another chunk, and puts the base before every file', () => {
    expect(routePreloads(bundle, [{ path: '/rules', module: 'src/features/rules/rules-page.tsx' }], ROOT, '/app/')).toEqual([
      [pathPattern('/rules'), ['/app/assets/unrelated-d4.js']],
    ]);
  });

  it('throws when a page names a module the bundle lacks', () => {
    expect(() => routePreloads(bundle, [{ path: '/gone', module: 'src/features/gone/gone-page.tsx' }], ROOT, '/')).toThrow(
      'route preloads: src/features/gone/gone-page.tsx (for /gone) is not a chunk of the bundle',
    );
  });
});
