// @vitest-environment node
// The plugin loads Vite, whose esbuild refuses jsdom's TextEncoder.
import { describe, expect, it } from 'vitest';

import { moveStylesheetsToBodyEnd } from './document-styles';

const page = (head: string, body: string) => `<!doctype html>\n<html>\n  <head>\n${head}  </head>\n  <body>\n${body}  </body>\n</html>\n`;

describe('moveStylesheetsToBodyEnd', () => {
  it("puts the bundle's stylesheets after the body's content, in their order, and leaves every other tag where it was", () => {
    const html = page(
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-a.css">\n    <link rel="preload" as="fetch" href="/config">\n    <link rel="stylesheet" href="/assets/extra.css">\n',
      '    <div id="root">Loading...</div>\n',
    );
    expect(moveStylesheetsToBodyEnd(html)).toBe(
      page(
        '    <script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="preload" as="fetch" href="/config">\n',
        '    <div id="root">Loading...</div>\n  <link rel="stylesheet" crossorigin href="/assets/index-a.css">\n  <link rel="stylesheet" href="/assets/extra.css">\n',
      ),
    );
  });

  it('changes nothing when there is no stylesheet (the development server injects styles from scripts)', () => {
    const html = page('    <title>Scrolldex</title>\n', '    <div id="root"></div>\n');
    expect(moveStylesheetsToBodyEnd(html)).toBe(html);
  });

  it('refuses a page without a body rather than dropping its stylesheet', () => {
    expect(() => moveStylesheetsToBodyEnd('<head><link rel="stylesheet" href="/a.css"></head>')).toThrow('index.html has no </body>');
  });
});
