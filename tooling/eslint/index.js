// The lint rules of the whole repository (run by `pnpm lint`, part of `pnpm test`).
// Formatting is Prettier's job, so every stylistic rule is turned off at the end.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.cache/**', '**/coverage/**', '**/dev-dist/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tooling/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings in env.ts and pass them in.' }],
    },
  },
  { files: ENV_FILES, rules: { 'no-restricted-properties': 'off' } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  prettier,
);
