import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const UI_DIR = join(import.meta.dirname, '../ui');

/** The CSS with its comments taken out. */
const code = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').trim();

describe('the cascade layers', () => {
  it("declares base under ui before any rule, so both stay under the screens' unlayered styles", () => {
    const global = code(readFileSync(join(import.meta.dirname, 'global.css'), 'utf8'));
    const declaration = global.indexOf('@layer base, ui;');
    expect(declaration).toBeGreaterThan(0);
    // Only the tokens' import and the registered property come before it.
    expect(global.slice(0, declaration)).toMatch(/^@import '\.\/tokens\.css';\s*@property [\w-]+ \{[^}]*\}\s*$/);
  });

  it('puts every rule of every design-system stylesheet in the ui layer', () => {
    const sheets = readdirSync(UI_DIR).filter((file) => file.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(20);
    for (const sheet of sheets) {
      const css = code(readFileSync(join(UI_DIR, sheet), 'utf8'));
      expect(css.startsWith('@layer ui {'), sheet).toBe(true);
      // One block, closed at the end of the file: nothing after it.
      let depth = 0;
      for (const [index, char] of [...css].entries()) {
        if (char === '{') depth++;
        if (char === '}') depth--;
        if (depth === 0 && index > css.indexOf('{')) expect(index, sheet).toBe(css.length - 1);
      }
    }
  });
});
