import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import type { SourceFile } from './folder-cycles.js';
import { moduleCycles, moduleCyclesUnder } from './module-cycles.js';

const file = (path: string, ...lines: string[]): SourceFile => ({ path: join(...path.split('/')), text: lines.join('\n') });
const paths = (...names: string[]) => names.map((name) => join(...name.split('/')));

describe('moduleCycles', () => {
  it('finds a loop of three modules through a .js name, a folder index and a re-export', () => {
    const files = [
      file('state/lists.ts', "import { saveList } from '../data/store.js';"),
      file('data/store.ts', "export { listNamed } from '../shared';"),
      file('shared/index.tsx', "import { lists } from '../state/lists';", 'export const listNamed = () => lists;'),
      file('state/other.ts', "import { lists } from './lists.js';"),
    ];
    expect(moduleCycles(files)).toEqual([paths('data/store.ts', 'shared/index.tsx', 'state/lists.ts')]);
  });

  it('counts a dynamic import, a side-effect import, a module importing itself and a mixed import, but no type-only import', () => {
    const files = [
      file('a.ts', "const later = () => import('./b.js');"),
      file('b.ts', "import './a.js';"),
      file('c.ts', "import { type C, d } from './d.js';"),
      file('d.ts', "import { c } from './c.js';"),
      file('e.ts', "import type { F } from './f.js';", "export type { E } from './g.js';"),
      file('f.ts', "import { e } from './e.js';"),
      file('g.ts', "import { type E, e } from './e.js';"),
      file('h.ts', "import { h } from './h.js';"),
    ];
    expect(moduleCycles(files)).toEqual([paths('a.ts', 'b.ts'), paths('c.ts', 'd.ts'), paths('h.ts')]);
  });

  it('names a module that does not parse', () => {
    expect(() => moduleCycles([file('broken.ts', 'import { from;')])).toThrow(/broken\.ts does not parse/);
  });
});

describe('the repository', () => {
  it('has no module loops', () => {
    expect(moduleCyclesUnder(join(import.meta.dirname, '../../..'))).toEqual([]);
  });
});
