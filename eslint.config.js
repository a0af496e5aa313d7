import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { bffConfigs } from './eslint/bff.js';
import { graphqlConfigs } from './eslint/graphql.js';
import { importConfigs } from './eslint/imports.js';
import { reactConfigs } from './eslint/react.js';
import { webConfigs } from './eslint/web.js';
import { apiConfigs } from './eslint/api.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/__generated__/**',
      '**/node_modules/**',
      '.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/.tsbuild/**',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A feature adds its loaders to the context with `interface Loaders extends XLoaders {}` (module augmentation).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // Tool configuration files must default-export their config, and test reporters their class.
    files: ['**/*.config.{ts,js,mjs}', '**/*.reporter.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...importConfigs,
  ...reactConfigs,
  ...graphqlConfigs,
  ...webConfigs,
  ...apiConfigs,
  ...bffConfigs,
);
