import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.wrangler/',
      '.deploy/',
      '.tmp/',
      '.local-cert/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // TypeScript already resolves every name (and knows the Node, browser and Workers globals).
      'no-undef': 'off',
      // The logger (src/lib/logger.ts) is the one place allowed to print.
      'no-console': ['error', { allow: ['error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'redirects/**'],
    rules: { 'no-console': 'off' },
  },
);
