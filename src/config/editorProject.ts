import { compatibilityDate } from './cloudflare.ts';

/**
 * The content editor (Decap CMS, marketing's way to change the content links) is its own
 * Cloudflare Pages project, apart from the five country sites: it needs a looser
 * Content-Security-Policy than they allow, a GitHub sign-in, and Cloudflare Access in front
 * (docs/deploy.md, "The content editor"). Its files live in `editor/`.
 */
export const editorProjectName = 'playcentre-content-editor';

/** Where the editor's Pages configuration is kept (`npm run generate` writes it). */
export const editorPagesConfigPath = 'editor/wrangler.json';

/** Where the editor's `_headers` is kept (`npm run generate` writes it). */
export const editorHeadersPath = 'editor/_headers';

/**
 * The sign-in Functions' paths. Decap opens `{base_url}/{auth_endpoint}` in a popup
 * (`auth_endpoint` defaults to `auth`), so the editor's config sets `base_url` to the editor's
 * own origin and leaves `auth_endpoint` alone; the GitHub OAuth App's callback URL is
 * `{editor origin}/callback`.
 */
export const editorSignInPaths = { start: '/auth', callback: '/callback' } as const;

/**
 * What the sign-in Functions read. The two GitHub values are secrets of the project
 * (`wrangler pages secret put`), never in the repository; the rest are optional.
 */
export interface EditorFunctionEnv {
  /** The GitHub OAuth App's client id. */
  GITHUB_CLIENT_ID: string;
  /** The GitHub OAuth App's client secret. */
  GITHUB_CLIENT_SECRET: string;
  /**
   * Optional: origin of the git host's sign-in (authorize and token endpoints), default
   * https://github.com. A GitHub Enterprise Server serves both on its own origin; the tests
   * point it at a local stand-in.
   */
  GITHUB_OAUTH_ORIGIN?: string;
  /**
   * Optional: the editor's origin, the one window the token may be posted to. Unset, it is the
   * origin the request came to (the project's own domain behind Cloudflare Access).
   */
  EDITOR_ORIGIN?: string;
}

/**
 * The editor's Pages configuration (editor/wrangler.json). Its static files are the folder
 * itself: wrangler uploads no `functions/` folder as files, and Pages reads `_headers` there.
 * No variables: the secrets are set on the project, the optional values stay unset.
 */
export function editorPagesConfig() {
  return {
    $schema: '../node_modules/wrangler/config-schema.json',
    name: editorProjectName,
    pages_build_output_dir: '.',
    compatibility_date: compatibilityDate,
  };
}
