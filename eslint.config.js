// Root ESLint config: type-aware rules for every workspace. Each app adds its own rules
// (import boundaries and the like) in its own `eslint.rules.js`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import webRules from './apps/web/eslint.rules.js';
import serverRules from './apps/server/eslint.rules.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      // The Expo shell has its own install and tsconfig; scripts/test-shell.mjs type-checks it.
      'apps/shell/**',
      '**/dist/**',
      '**/.data/**',
      '**/routeTree.gen.ts',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.config.js',
      '**/eslint.rules.js',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...webRules,
  ...serverRules,
  prettier,
);
