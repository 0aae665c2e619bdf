// Deep links start their screen's code beside the main bundle instead of after
// it: the build writes into index.html, as JSON, the files each deep-link
// screen loads (src/app/deep-link-pages.ts) and an async module that preloads
// those of the address (src/boot/route-preload.ts). On a phone this takes the
// bundle's download and evaluation out of the wait for a shared army page.
import { resolve } from 'node:path';

import type { Plugin, Rollup } from 'vite';

import type { DeepLinkPage } from '../src/app/deep-link-pages';
import { chunksOf, withStaticImports } from './bundle-chunks';
import { startupChunks } from './startup-stages';

const BOOT_MODULE = 'src/boot/route-preload.ts';
const TABLE_ELEMENT_ID = 'route-preloads';

/** An address pattern and the files (JavaScript then CSS, from the site's root) its screen loads. */
export type RoutePreload = [pattern: string, files: string[]];

/** The router's path ('/army/$armyName') as a regular expression matching its addresses. */
export function pathPattern(path: string): string {
  const segments = path.split('/').map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/**
 * For each page, the chunks its module's chunk needs before it runs, less those every start loads
 * anyway (vite-plugins/startup-stages.ts), and their CSS. A page whose module is no chunk of the bundle throws: the table went out of step with the router.
 */
export function routePreloads(bundle: Rollup.OutputBundle, pages: readonly DeepLinkPage[], root: string, base: string): RoutePreload[] {
  const chunks = chunksOf(bundle);
  const loadedAtStart = startupChunks(bundle);
  return pages.map(({ path, module }) => {
    const id = resolve(root, module);
    // The module's own chunk, or the one it was folded into (experimentalMinChunkSize).
    const page = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(id));
    if (!page) throw new Error(`route preloads: ${module} (for ${path}) is not a chunk of the bundle`);
    const scripts = [...withStaticImports(chunks, page.fileName)].filter((file) => !loadedAtStart.has(file));
    const styles = scripts.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
    return [pathPattern(path), [...scripts, ...new Set(styles)].map((file) => `${base}${file}`)];
  });
}

export function preloadRouteChunks(pages: readonly DeepLinkPage[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'scrolldex-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: resolve(root, BOOT_MODULE), name: 'route-preload' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const boot = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId === resolve(root, BOOT_MODULE));
        if (!boot) throw new Error(`route preloads: ${BOOT_MODULE} is not in the bundle`);
        return [
          // Before the module that reads it, which may run as soon as it has downloaded.
          {
            tag: 'script',
            attrs: { type: 'application/json', id: TABLE_ELEMENT_ID },
            children: JSON.stringify(routePreloads(bundle, pages, root, base)),
            injectTo: 'head',
          },
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${boot.fileName}` }, injectTo: 'head' },
        ];
      },
    },
  };
}
