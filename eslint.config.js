import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './scripts/lint/noImportCycle.js';

/**
 * Folders above `src/lib` in the layering: config → i18n, lib → stores → islands, components,
 * layouts, pages. scripts/ (the build) and redirects/ (the edge) sit beside the site and may read
 * its config; the site never reads them.
 */
const aboveLib = ['./src/stores', './src/islands', './src/components', './src/layouts', './src/pages'];

/**
 * Which way imports go (see README, "Layers"). Each zone names what `target` may not import.
 * Imports that only name types count too: a type pulled from a higher layer is the start of a cycle.
 */
const layers = [
  {
    target: ['./src', './functions', './editor', './redirects'],
    from: './tests',
    message: 'Product code never depends on the tests.',
  },
  {
    target: './src/config',
    from: './',
    except: ['./src/config', './node_modules'],
    message: 'src/config is the source of truth: it imports nothing of ours but config.',
  },
  {
    target: './src/lib',
    from: aboveLib,
    message:
      'src/lib is below the stores and islands: take the types from lib, and let the caller hand a store in.',
  },
  {
    target: './src/stores',
    from: aboveLib.filter((folder) => folder !== './src/stores'),
    message: 'Stores are below islands, components and pages.',
  },
  {
    target: './src/i18n',
    from: aboveLib,
    message:
      'src/i18n holds the words and their filling: it imports config, itself and (types of) lib, nothing above.',
  },
  {
    target: './src/lib/shop',
    from: './src/lib/playground',
    message:
      "The play centre's page shows the shop, not the other way: what both read of an address is in src/lib/address.",
  },
  {
    target: './src',
    from: ['./scripts', './redirects', './editor'],
    message:
      'The site never imports build tools (scripts/), the edge layer (redirects/) or the editor (editor/): share a fact through src/config.',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.wrangler/',
      'editor/.wrangler/',
      // Decap's prebuilt bundle, copied there by `npm run build:editor`.
      'editor/decap/',
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
    // The layer rule and no import cycles, for every module ESLint reads (.astro pages and
    // components sit at the top and import downwards only).
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      // Read our TypeScript modules too when following imports (the defaults read only .js).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      // Our own cycle rule: import-x's skips imports that name only types (scripts/lint).
      'local/no-import-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
    },
  },
  {
    // src/lib computes what to show; islands, components and the shell's behaviours draw it. The
    // session's hidden frames (iframes the identity service answers in) are not drawing.
    files: ['src/lib/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'AssignmentExpression > MemberExpression.left[property.name=/^(textContent|innerText|innerHTML|outerHTML|className|hidden)$/]',
          'CallExpression[callee.property.name=/^(replaceChildren|replaceWith|insertAdjacentHTML|insertAdjacentElement|appendChild|prepend|cloneNode)$/]',
          "CallExpression[callee.property.name='createElement'][arguments.0.value!='iframe']",
          'MemberExpression[property.name="classList"]',
        ].map((selector) => ({
          selector,
          message:
            'src/lib draws no DOM: return what to show, and draw it in src/islands (behaviours/ for no React).',
        })),
      ],
    },
  },
  {
    // The logger itself, and command-line tools (build, deploy, tests, benches), which print.
    files: ['src/lib/log/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
