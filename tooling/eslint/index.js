// The lint rules of the whole repository (run by `pnpm lint`, part of `pnpm test`).
// Formatting is Prettier's job, so every stylistic rule is turned off at the end.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { fixupPluginRules } from '@eslint/compat';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Where reading the environment is allowed: env files, and tests, benches and tooling, which set up their own runs. */
const ENV_FILES = [
  '**/env.ts',
  '**/env/**/*.ts',
  '**/*.test.ts',
  '**/*.e2e.ts',
  '**/e2e/**',
  '**/test/**',
  '**/bench/**',
  'tooling/**',
  '**/vite.config.ts',
  '**/vitest.config.ts',
];

/** The repository's root: zones name folders from here, wherever ESLint runs. */
const ROOT = resolve(import.meta.dirname, '../..');
const WEB = `${ROOT}/apps/web/src`;

/**
 * The layers, as folders that may not reach up or sideways. The web app's data layer (the client, the stores and
 * their sync) sits under everything; app/ is the composition root (routes, layout, start), which nothing but
 * boot/ imports: the pieces every screen shares (the page frame, toasts, the client's context) are in shared/.
 */
const LAYER_ZONES = [
  {
    target: `${WEB}/data`,
    from: [`${WEB}/state`, `${WEB}/features`, `${WEB}/app`, `${WEB}/shared`],
    message: 'data/ is the floor of the web app: it may not import state/, features/, shared/ or app/.',
  },
  {
    target: `${WEB}/ui`,
    from: [`${WEB}/features`, `${WEB}/state`, `${WEB}/data`],
    message: 'ui/ is presentational: it may not import features/, state/ or data/. Pass what it shows in as props.',
  },
  {
    target: [`${WEB}/features`, `${WEB}/shared`, `${WEB}/state`, `${WEB}/ui`, `${WEB}/data`],
    from: `${WEB}/app`,
    message: 'app/ is the composition root: a screen or a shared piece may not import it. Put what screens share in shared/.',
  },
];

/**
 * A feature reaches another feature only through that feature's index.ts, which names what the others may use; its
 * other files can change without breaking them. One zone per feature folder, so a new feature is covered too. Tests
 * are left out: a test may render another feature's screen to check its own part of it.
 */
const FEATURE_ZONES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${WEB}/features/!(${name})/**/*`,
    from: `${WEB}/features/${name}/**/*`,
    except: [`${WEB}/features/${name}/index.@(ts|tsx)`],
    message: `Import what another feature offers from its index ('features/${name}'), and add it there if it is missing.`,
  }));
const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}'];

/** The rules package is the pure engine: it runs in the browser, a worker and Node alike, and holds no UI state. */
const RULES_SOURCES = ['packages/rules/src/**/*.ts'];
const RULES_TESTS = ['packages/rules/src/**/*.test.ts', 'packages/rules/src/**/*.property.test.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.cache/**', '**/coverage/**', '**/dev-dist/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // One tsconfig, not the packages' nine: with several, the resolver matched each import's file against every one of
      // them, statting each anew on every lookup. They resolve alike (none has paths or baseUrl), and the base holds
      // the options they share.
      'import-x/resolver-next': [createTypeScriptImportResolver({ tsconfig: { configFile: `${ROOT}/tsconfig.base.json` } })],
    },
    rules: {
      // Packages reach one another by name (their exports), never by a relative path out of their folder.
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      // TypeScript's noUnusedLocals and noUnusedParameters find these in the TypeScript files (pnpm typecheck).
      '@typescript-eslint/no-unused-vars': 'off',
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings in env.ts and pass them in.' }],
    },
  },
  { files: ENV_FILES, rules: { 'no-restricted-properties': 'off' } },
  {
    // The files no tsconfig of `pnpm typecheck` takes in: the JavaScript ones, the tools' configs, a script and a bench.
    files: ['**/*.{js,mjs,cjs}', '**/*.config.ts', 'apps/web/scripts/**', 'apps/cli/bench/**'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  {
    files: RULES_SOURCES,
    ignores: RULES_TESTS,
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'dexie', 'dexie/*', 'jotai', 'jotai/*'],
              message: 'The rules package is pure: no UI or storage library.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: WEB_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...FEATURE_ZONES] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A lazy chunk loads through shared/import-with-retry.ts: React.lazy and TanStack's lazyRouteComponent keep a
    // failed load for the page's life.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/lazy-with-retry.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: ['lazy'], message: 'Use lazyWithRetry (shared/lazy-with-retry.ts).' },
            { name: '@tanstack/react-router', importNames: ['lazyRouteComponent'], message: 'Use lazyScreen (shared/lazy-screen.tsx).' },
          ],
        },
      ],
    },
  },
  {
    // eslint-plugin-jsx-a11y 6.10 is written for ESLint up to 9 (the context methods ESLint 10 removed): @eslint/compat's
    // fixupPluginRules puts them back, until the plugin itself supports ESLint 10.
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'jsx-a11y': fixupPluginRules(jsxA11y) },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  prettier,
);
