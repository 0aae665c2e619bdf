// The page's own styles (the design tokens, the base rules and the app shell)
// go into index.html as a <style>, and the bundle's stylesheet moves to the end
// of <body>. The shell then paints as soon as the HTML has arrived instead of
// one stylesheet's round trip later, and nothing else paints unstyled: a
// stylesheet the parser inserts blocks the scripts wherever it stands, so the
// app renders only once it has arrived.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

import { preprocessCSS, transformWithEsbuild, type Plugin, type ResolvedConfig } from 'vite';

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/** The HTML with its stylesheet links taken out of wherever they were and put just before `</body>`. */
export function moveStylesheetsToBodyEnd(html: string): string {
  const links = html.match(STYLESHEET_LINK)?.map((link) => link.trim()) ?? [];
  if (links.length === 0) return html;
  const rest = html.replace(STYLESHEET_LINK, '');
  const at = rest.lastIndexOf('</body>');
  if (at < 0) throw new Error('document styles: index.html has no </body>');
  // The line of `</body>` keeps its indentation for the first link; each link and `</body>` get a line of their own.
  return `${rest.slice(0, at)}${links.join('\n  ')}\n  ${rest.slice(at)}`;
}

/** `files`: the page's stylesheets from the project root, in cascade order; their `@import`s are followed. */
export function inlineDocumentStyles(files: readonly string[]): Plugin {
  let config: ResolvedConfig;
  /** The stylesheets and those they import: the development server reloads the page when one changes. */
  const sources = new Set<string>();
  async function documentCss(): Promise<string> {
    const sheets = await Promise.all(
      files.map(async (file) => {
        const path = resolve(config.root, file);
        const { code, deps } = await preprocessCSS(await readFile(path, 'utf8'), path, config);
        for (const source of [path, ...(deps ?? [])]) sources.add(source);
        return code;
      }),
    );
    return (await transformWithEsbuild(sheets.join('\n'), 'document.css', { loader: 'css', minify: true })).code.trim();
  }
  return {
    name: 'scrolldex-document-styles',
    configResolved(resolved) {
      config = resolved;
    },
    handleHotUpdate({ file, server }) {
      if (!sources.has(file)) return;
      server.ws.send({ type: 'full-reload' });
      return [];
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        return {
          html: moveStylesheetsToBodyEnd(html),
          tags: [{ tag: 'style', children: await documentCss(), injectTo: 'head' }],
        };
      },
    },
  };
}
