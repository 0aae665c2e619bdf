// src/main.tsx loads the app in stages, each a dynamic import the browser
// evaluates in a task of its own. Left to the import, a stage's chunks would
// start downloading only once the entry had run: a round trip after it on a
// phone. This plugin puts them in index.html beside the entry instead, as
// modulepreloads, with their stylesheets (moved to the end of <body> by
// vite-plugins/document-styles.ts).
//
// Every script index.html loads is marked fetchpriority="low". None blocks the
// static shell's paint (module scripts run after parsing, and after the
// stylesheet), and at its default priority a module script counts as
// render-blocking for the browser and for Lighthouse's estimate of the first
// paint. Low, the stylesheet the app renders with downloads first.
import type { Plugin, Rollup } from 'vite';

import { chunksOf, entryOf, withStaticImports } from './bundle-chunks';

export type StartupFiles = { scripts: string[]; styles: string[] };

/**
 * Every chunk the app runs to start, whatever the address: the entry, the stages it imports itself
 * (its dynamic imports; lazy screens are imported by the router, never by the entry) and what they
 * import statically.
 */
export function startupChunks(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = chunksOf(bundle);
  const entry = entryOf(chunks);
  const seen = withStaticImports(chunks, entry.fileName);
  for (const stage of entry.dynamicImports) withStaticImports(chunks, stage, seen);
  return seen;
}

/** The stages' files that index.html does not load already (the entry and its static imports): scripts, then their CSS. */
export function startupStageFiles(bundle: Rollup.OutputBundle): StartupFiles {
  const chunks = chunksOf(bundle);
  const loadedByEntry = withStaticImports(chunks, entryOf(chunks).fileName);
  const scripts = [...startupChunks(bundle)].filter((file) => !loadedByEntry.has(file));
  const styles = new Set(scripts.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));
  return { scripts, styles: [...styles] };
}

const SCRIPT_TAGS = /<script type="module"|<link rel="modulepreload"/g;

/** The HTML with every module script and modulepreload of it asked for at low priority. */
export function withLowPriorityScripts(html: string): string {
  return html.replace(SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`);
}

export function preloadStartupStages(): Plugin {
  let base = '/';
  return {
    name: 'scrolldex-startup-stages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const { scripts, styles } = startupStageFiles(bundle);
        return {
          html: withLowPriorityScripts(html),
          tags: [
            ...scripts.map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', fetchpriority: 'low', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head' as const,
            })),
            ...styles.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
          ],
        };
      },
    },
  };
}
