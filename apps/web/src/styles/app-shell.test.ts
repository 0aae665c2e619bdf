import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8');

/** The custom properties declared in the first block after `marker`. */
function declarations(css: string, marker: string): Map<string, string> {
  const start = css.indexOf(marker);
  expect(start).toBeGreaterThanOrEqual(0);
  const open = css.indexOf('{', start + marker.length);
  const block = css.slice(open + 1, css.indexOf('}', open));
  return new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

describe('the app shell', () => {
  it("paints a dark system's shell in the dark theme's own colours", () => {
    const dark = declarations(read('tokens.css'), ":root[data-theme='dark']");
    const shell = declarations(read('app-shell.css'), ':root:not([data-theme])');
    expect(shell.size).toBeGreaterThan(5);
    for (const [name, value] of shell) expect([name, value]).toEqual([name, dark.get(name)]);
  });

  it('is the same neutral frame on every address: the app name and a loading state, no screen of its own', () => {
    const html = read('../../index.html');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script'));
    expect(root).toContain('<div class="app-shell-bar">Scrolldex</div>');
    expect(root).toContain('<main class="app-shell-loading" role="status" data-app-shell>Loading...</main>');
    // Only classes app-shell.css styles: nothing a screen would show (no links, buttons, lists).
    expect(root).not.toMatch(/<(a|button|ul|ol|h1|h2|nav)\b/);
    for (const name of root.matchAll(/class="([^"]+)"/g)) expect(read('app-shell.css')).toContain(`.${name[1]} {`);
  });
});
