import { defineConfig } from 'vitest/config';

// `unit` runs pure modules in Node with no servers; `contract` starts the stand-in services
// once and runs the API clients against them; `stand-ins` checks the stand-ins themselves
// (their OpenID provider, session management, control endpoints), which no product code
// calls directly; `deploy` checks a production build and bundles
// the Functions as Cloudflare would; `edge` starts the real Cloudflare runtime
// (`wrangler pages dev`) once for the suite and talks to it over loopback.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/stand-ins/vitestGlobalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'stand-ins',
          include: ['tests/stand-ins-self/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/stand-ins/vitestGlobalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'edge',
          include: ['tests/edge/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/edge/globalSetup.ts'],
          setupFiles: ['tests/edge/trustLocalCertificate.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The content editor's sign-in Functions on wrangler pages dev, against a stand-in of
        // GitHub's sign-in; no build needed. `npm run test:edge` runs it with `edge`.
        test: {
          name: 'editor-edge',
          include: ['tests/editor-edge/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/editor-edge/globalSetup.ts'],
          setupFiles: ['tests/edge/trustLocalCertificate.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
