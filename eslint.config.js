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
      // Product code (src/, functions/) prints only through the logger (src/lib/log/), which
      // applies the minimum level of spec §9; see the override for the logger below.
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The logger itself, and command-line tools (build, deploy, tests, benches), which print.
    files: ['src/lib/log/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
