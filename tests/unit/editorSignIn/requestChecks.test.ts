import { describe, expect, it } from 'vitest';
import { callbackRefusal, editorOrigin, startRefusal } from '../../../src/lib/editorSignIn/requestChecks.ts';

const request = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('https://editor.example/auth?provider=github', { headers, method });

describe('editorOrigin', () => {
  it("should be the request's origin, unless EDITOR_ORIGIN names one", () => {
    expect(editorOrigin(request(), {})).toBe('https://editor.example');
    expect(editorOrigin(request(), { EDITOR_ORIGIN: 'https://cms.example/' })).toBe('https://cms.example');
  });

  it('should be undefined for an EDITOR_ORIGIN that is no https origin', () => {
    for (const value of ['*', 'http://cms.example', 'https://cms.example/admin', 'cms.example']) {
      expect(editorOrigin(request(), { EDITOR_ORIGIN: value })).toBeUndefined();
    }
  });
});

describe('startRefusal', () => {
  it("should let the editor's own popup through, and a request without Sec-Fetch headers", () => {
    const popup = {
      'Sec-Fetch-Site': 'same-origin',
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Dest': 'document',
    };
    expect(startRefusal(request(popup))).toBeUndefined();
    expect(startRefusal(request({ 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Dest': 'document' }))).toBeUndefined();
    expect(startRefusal(request())).toBeUndefined();
  });

  it('should refuse a start from another site, inside a frame, fetched, or posted', () => {
    expect(startRefusal(request({ 'Sec-Fetch-Site': 'cross-site' }))).toMatch(/another site/);
    expect(startRefusal(request({ 'Sec-Fetch-Site': 'same-site' }))).toMatch(/another site/);
    expect(startRefusal(request({ 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'iframe' }))).toMatch(
      /window of their own/,
    );
    expect(startRefusal(request({ 'Sec-Fetch-Dest': 'empty' }))).toMatch(/window of their own/);
    expect(startRefusal(request({}, 'POST'))).toMatch(/not posted to/);
  });
});

describe('callbackRefusal', () => {
  it("should let the git host's redirect through: a cross-site top-level navigation", () => {
    expect(
      callbackRefusal(request({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'document' })),
    ).toBeUndefined();
  });

  it('should refuse it inside a frame or fetched by a script', () => {
    expect(callbackRefusal(request({ 'Sec-Fetch-Dest': 'iframe' }))).toBeDefined();
    expect(callbackRefusal(request({ 'Sec-Fetch-Dest': 'empty' }))).toBeDefined();
  });
});
