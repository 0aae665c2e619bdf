import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { describeFolderCycle, folderCycles, type SourceFile } from './folder-cycles.js';

const file = (path: string, ...lines: string[]): SourceFile => ({ path: join(...path.split('/')), text: lines.join('\n') });

describe('folderCycles', () => {
  it('finds a loop through three folders, which no two of them make alone, naming one import per arrow', () => {
    const files = [
      file('builder/apply.ts', "import { addLeader } from '../operations/add-leader.js';"),
      file('operations/clean.ts', "import { candidates } from '../picker/candidates.js';"),
      file('picker/catalogue.ts', "import type { ListEdit } from '../builder/list-edit.js';"),
      file('builder/list-edit.ts', 'export type ListEdit = { op: string };'),
    ];
    expect(folderCycles(files)).toEqual([
      {
        folders: ['builder', 'operations', 'picker'],
        imports: [
          { from: 'builder', to: 'operations', file: join('builder', 'apply.ts'), specifier: '../operations/add-leader.js' },
          { from: 'operations', to: 'picker', file: join('operations', 'clean.ts'), specifier: '../picker/candidates.js' },
          { from: 'picker', to: 'builder', file: join('picker', 'catalogue.ts'), specifier: '../builder/list-edit.js' },
        ],
      },
    ]);
  });

  it('counts every kind of import (type-only, re-export, dynamic) and a folder imported by its index', () => {
    const files = [
      file('lists/board.tsx', "import { RosterRow } from '../rosters';"),
      file('rosters/row.tsx', "export { ListName } from '../lists/name.js';", "const later = () => import('../games/game-page.js');"),
      file('games/game-page.tsx', "import type { Roster } from '../rosters/roster.js';"),
    ];
    expect(folderCycles(files).map(({ folders }) => folders)).toEqual([['games', 'lists', 'rosters']]);
  });

  it('keeps apart loops that do not reach each other, and leaves out the folders that only hang off them', () => {
    const files = [
      file('a/one.ts', "import '../b/two.js';", "import '../shared/name.js';"),
      file('b/two.ts', "import '../a/one.js';"),
      file('c/three.ts', "import '../d/four.js';", "import '../a/one.js';"),
      file('d/four.ts', "import '../c/three.js';"),
      file('shared/name.ts', "import { other } from './other.js';"),
    ];
    expect(folderCycles(files).map(({ folders }) => folders)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('finds none when the arrows point one way, whatever imports the top-level files and the packages make', () => {
    const files = [
      file('index.ts', "export * from './builder/apply.js';", "export * from './picker/catalogue.js';"),
      file('builder/apply.ts', "import { addLeader } from '../operations/add-leader.js';", "import { z } from 'zod';"),
      file('picker/catalogue.ts', "import type { ListEdit } from '../builder/list-edit.js';", "import { version } from '../index.js';"),
      file('operations/add-leader.ts', "import { outside } from '../../other-package/src/thing.js';"),
    ];
    expect(folderCycles(files)).toEqual([]);
  });

  it('describes a cycle with its folders, then each arrow and the import behind it', () => {
    const [cycle] = folderCycles([file('a/one.ts', "import '../b/two.js';"), file('b/two.ts', "import type { One } from '../a/one.js';")]);
    expect(describeFolderCycle(cycle!)).toBe(
      [`a, b import each other:`, `  a -> b: ${join('a', 'one.ts')} imports ../b/two.js`, `  b -> a: ${join('b', 'two.ts')} imports ../a/one.js`].join('\n'),
    );
  });
});
