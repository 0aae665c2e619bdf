import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import SERVER_NAVIGATION_PATHS from '@scrolldex/contract/server-navigation-paths.json' with { type: 'json' };
import SERVER_PATH_PREFIXES from '@scrolldex/contract/server-path-prefixes.json' with { type: 'json' };
import packageJson from './package.json' with { type: 'json' };
import { DEEP_LINK_PAGES } from './src/app/deep-link-pages';
import { classicZodCore } from './vite-plugins/classic-zod-core';
import { inlineDocumentStyles } from './vite-plugins/document-styles';
import { precompress } from './vite-plugins/precompress';
import { preloadRouteChunks } from './vite-plugins/route-preloads';
import { compileStartEagerly } from './vite-plugins/compile-hints';
import { isAppNavigation, navigationDenylist, serverPrefixPattern } from './vite-plugins/server-navigations';
import { lazyPartChunks } from './vite-plugins/lazy-parts';
import { screenStyles } from './vite-plugins/screen-styles';
import { preloadStartupStages } from './vite-plugins/startup-stages';

/**
 * The page's own styles, inlined into index.html (vite-plugins/document-styles.ts); main.tsx does not import them.
 * The layout primitives are among them: the CSS modules compose them as global classes.
 */
const DOCUMENT_STYLES = ['src/styles/global.css', 'src/ui/layout.css', 'src/styles/app-shell.css'];

/** The module src/main.tsx imports to start the app: its chunk is the app's code every screen runs. */
const APP_STAGE = /[\\/]src[\\/]app[\\/]start-app\.tsx$/;

/**
 * React's own packages, wherever the package manager put them, and the CommonJS interop's helpers they are the first to
 * use (a chunk named below holds only the modules named: outside React's, the helpers were a cycle with the entry).
 */
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0commonjsHelpers\.js$/;
/**
 * lucide-react's code that draws an icon (not the icons), in React's chunk: every start draws icons, so the code is
 * the start's, but with a chunk of icons named below importing it, Rollup gave it a file of its own, one more request
 * at every start. Beside React, the one package it imports.
 */
const ICON_RUNTIME_MODULES = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|shared[\\/].*)\.mjs$/;
/**
 * zxcvbn-ts and its word lists, which the new-password rule (@scrolldex/contract/password) loads: 1.7 MB, 750 KB
 * brotli. A chunk of its own, loaded when a form asks for a new password, and never precached: every visitor would
 * download it at install, for forms that need the network anyway. Only these packages: a module of ours named here
 * would draw the modules it shares with the start (the contract's limits) into the chunk, and the start with them.
 */
const PASSWORD_RULE_MODULES = /[\\/]node_modules[\\/](@zxcvbn-ts|fastest-levenshtein)[\\/]/;
/**
 * The FAQ and rules' loader (data/document-loader.ts) and what only it imports, which the start asks for after the
 * first render. A chunk of its own: under 2 kB, Rollup folded it into a chunk of the settings screen's, so every start
 * also fetched that screen's card and two stylesheets.
 */
const DOCUMENT_LOADER_MODULES = /[\\/]src[\\/]data[\\/](document-loader|is-document-cache-stale|most-recent-data-boundary|rule-document-files)\.ts$/;

/**
 * The icons the builder and battle view show that the start does not, one chunk: Rollup made most a file of its own,
 * one more round trip each before the list paints on a phone (the builder: four files fewer before its first paint).
 * Only icons the start's chunk lacks: one of its own named here would make the start fetch this chunk.
 */
const LIST_ICON_MODULES =
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](check|circle-check|circle-question-mark|crown|ellipsis|pin|sparkles|trash|wrench)\.mjs$/;
/**
 * Small modules the builder shows at once, in the icons' chunk: under 2 kB, Rollup folded them into the chunk of a
 * sheet that also uses them (Move to current data, Delete list), and the builder fetched the sheet and what it imports.
 * Nothing they import: the chunk stays free of stylesheets.
 */
const LIST_PIECE_MODULES = /[\\/]src[\\/]shared[\\/]failed-rules\.ts$/;

/**
 * vite-plugin-pwa's registration of the offline worker, which the shell imports once the first screen has its data
 * (app/use-service-worker.ts). A chunk of its own: under 2 kB, Rollup folded it into a chunk of the settings screens',
 * and the registration fetched and ran their code.
 */
const PWA_REGISTER_MODULE = /virtual:pwa-register$/;

/**
 * dexie and the app's database (data/db.ts), the one module that imports it: a chunk of its own, not in the saved
 * lists' chunk, so that a list screen evaluates it in a task before the lists' modules (app/start-list-data.ts).
 */
const DATABASE_MODULES = /[\\/]node_modules[\\/]dexie[\\/]|[\\/]src[\\/]data[\\/]db\.ts$/;

/** The route table, which imports each screen lazily. */
const ROUTER = /[\\/]src[\\/]app[\\/]router\.tsx$/;
/**
 * The style modules of the builder and the battle view, and of their lazy parts, as one stylesheet: as Vite left them,
 * a stylesheet per chunk, the builder fetched fifteen before its first paint, the battle view thirteen. Not the army
 * page's, which fetches three now and would fetch the whole group for one of them.
 */
const LIST_SCREEN_STYLES = screenStyles('list-styles', {
  screens: [/[\\/]src[\\/]features[\\/]builder[\\/]list-builder-page\.tsx$/, /[\\/]src[\\/]features[\\/]battle[\\/]battle-view-page\.tsx$/],
  others: [/[\\/]src[\\/]features[\\/]army[\\/]army-page\.tsx$/],
  router: ROUTER,
});

/** The list screens' lazy parts (sheets, panes, a running game's screen), each a chunk Rollup folds nothing into. */
const LIST_SCREEN_LAZY_PARTS = lazyPartChunks(/[\\/]src[\\/]features[\\/](builder|battle|games|pinned-release)[\\/]/);

/**
 * The two answers every screen asks the server for at start (data/game-data-loader.ts, app/use-runtime-config.ts):
 * fetched by the HTML while the bundle downloads, then taken by the app's fetch, not asked for once the bundle has run.
 * `crossorigin`: a fetch's request (CORS mode, credentials same-origin), or the app would not take the preload.
 * `fetchpriority="low"`: the stylesheet the static shell paints with goes first; they follow while the bundle downloads.
 */
function preloadStartRequests(apiBase: string): Plugin {
  return {
    name: 'scrolldex-preload-start-requests',
    transformIndexHtml: () =>
      ['/manifest', '/config'].map((path) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'fetch', crossorigin: '', fetchpriority: 'low', href: `${apiBase}${path}` },
        injectTo: 'head' as const,
      })),
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    classicZodCore(),
    // The start's chunks compile on a background thread as they stream in, not function by function on the main thread.
    compileStartEagerly(),
    // The same base as data/api.ts.
    preloadStartRequests((loadEnv(mode, process.cwd()).VITE_API_URL ?? '').replace(/\/$/, '')),
    preloadRouteChunks(DEEP_LINK_PAGES),
    // Before inlineDocumentStyles, which moves the stylesheet links it adds to the end of <body>.
    preloadStartupStages(),
    inlineDocumentStyles(DOCUMENT_STYLES),
    // The browser tests' build (e2e/web-build.ts) compresses quickly: they check that the copies are served, not their size.
    precompress({ quick: process.env.SCROLLDEX_QUICK_COMPRESSION === '1' }),
    VitePWA({
      filename: 'sw.js',
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/favicon-48.png', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Scrolldex',
        short_name: 'Scrolldex',
        description: 'Army-list builder and rules companion for Warhammer Age of Sigmar, 4th edition. Fan-made, free, works offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f5f2',
        theme_color: '#1d2330',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/assets/password-rule-*.js'],
        navigateFallback: '/index.html',
        // The server's own paths (packages/contract) reach the server, never the cached app shell.
        navigateFallbackDenylist: navigationDenylist(SERVER_NAVIGATION_PATHS),
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // The runtime configuration is small and changes rarely: the network first, the cache offline.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/config',
            handler: 'NetworkFirst',
            options: { cacheName: 'scrolldex-config', networkTimeoutSeconds: 4 },
          },
        ],
      },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  resolve: { conditions: ['@scrolldex/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Every browser the es2022 target reaches supports <link rel="modulepreload"> but Safari before 17, which ignores
    // the preloads (its deep-link chunks load when the app asks for them): the polyfill, in the first chunk of every
    // start, was paid by all for that one early fetch.
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    // Screens share many small pieces (an ability card, rules text, a name normaliser): as chunks of
    // their own, the army page alone took eleven requests, two round trips after the bundle on a
    // phone's few connections. Rollup folds chunks under 2 kB into a chunk loaded beside them when that
    // runs no code a screen did not run before. At 4 kB it folded pieces of later screens into the
    // first screen's chunk, over its 150 kB budget.
    // React (react-dom, about half the first screen's code) is a chunk of its own beside the app's: the
    // two download side by side, and the browser's work on each arriving script is two shorter tasks.
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 2_000,
        manualChunks: (id, meta) =>
          REACT_MODULES.test(id) || ICON_RUNTIME_MODULES.test(id)
            ? 'react'
            : PASSWORD_RULE_MODULES.test(id)
              ? 'password-rule'
              : DOCUMENT_LOADER_MODULES.test(id)
                ? 'document-loader'
                : PWA_REGISTER_MODULE.test(id)
                  ? 'pwa-register'
                  : DATABASE_MODULES.test(id)
                    ? 'database'
                    : LIST_ICON_MODULES.test(id) || LIST_PIECE_MODULES.test(id)
                      ? 'list-parts'
                      : (LIST_SCREEN_STYLES(id, meta) ?? LIST_SCREEN_LAZY_PARTS(id, meta)),
        // A chunk named above holds the modules named, not the modules they import: those stay where the rest of the
        // app has them (the FAQ loader's imports are the start's).
        onlyExplicitManualChunks: true,
        // The app's stage of starting (src/main.tsx) is named for what it is, not for whichever of its modules Rollup picks.
        chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => APP_STAGE.test(id)) ? 'assets/app-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    port: 5173,
    // The API runs on 3000 in development (apps/server `dev`): every path under the server's prefixes goes there, but
    // a page navigation the server does not serve (/account, /rules), which is the app's.
    proxy: {
      [serverPrefixPattern(SERVER_PATH_PREFIXES).source]: {
        target: 'http://localhost:3000',
        bypass: (request) => (isAppNavigation(request.url ?? '/', request.headers.accept, SERVER_NAVIGATION_PATHS) ? request.url : undefined),
      },
    },
  },
}));
