import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { styleSheetsUnder } from '../test/style-sheets';

const SOURCE_DIR = join(import.meta.dirname, '..');

/** The classes ui/layout.css defines. */
const PRIMITIVES = new Set([...readFileSync(join(import.meta.dirname, 'layout.css'), 'utf8').matchAll(/\.([a-z][\w-]*)/g)].map((match) => match[1]));

/** Every class a sheet composes from the global classes, as written. */
function globalCompositions(css: string): string[] {
  return [...css.matchAll(/composes:\s*([\w\s-]+?)\s+from\s+global\s*;/g)].flatMap((match) => match[1]!.split(/\s+/));
}

describe('the layout primitives', () => {
  it('reads what a sheet composes from global', () => {
    expect(globalCompositions(".a {\n  composes: stack-3 list-reset from global;\n}\n.b { composes: x from './y.css'; }")).toEqual(['stack-3', 'list-reset']);
  });

  // A global class that does not exist composes without a word from the build, and the screen loses its layout.
  it('are the only global classes the CSS modules compose, each defined in ui/layout.css', () => {
    const composed = styleSheetsUnder(SOURCE_DIR, '.module.css').flatMap((sheet) =>
      globalCompositions(readFileSync(sheet, 'utf8')).map((name) => `${relative(SOURCE_DIR, sheet)}: ${name}`),
    );
    expect(composed.length).toBeGreaterThan(100);
    expect(composed.filter((entry) => !PRIMITIVES.has(entry.split(': ')[1]!))).toEqual([]);
  });
});
