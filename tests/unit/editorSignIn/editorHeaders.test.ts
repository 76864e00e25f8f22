import { describe, expect, it } from 'vitest';
import { editorContentSecurityPolicy, editorHeaders } from '../../../src/lib/editorSignIn/editorHeaders.ts';
import { commonSecurityHeaders } from '../../../src/lib/edge/securityHeaders.ts';

const directives = editorContentSecurityPolicy.split('; ');

describe("the content editor's headers", () => {
  it("should loosen only what Decap needs: eval for its config check, inline styles, GitHub's API and avatars", () => {
    expect(directives).toEqual([
      "default-src 'self'",
      "script-src 'self' 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://avatars.githubusercontent.com",
      "font-src 'self' data:",
      "connect-src 'self' https://api.github.com",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
      'upgrade-insecure-requests',
    ]);
    expect(editorContentSecurityPolicy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('should keep every other header of the country sites but the opener policy, which must let the sign-in popup answer', () => {
    expect(editorHeaders).toMatchObject({
      ...commonSecurityHeaders,
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    expect(editorHeaders['X-Robots-Tag']).toBe('noindex');
  });
});
