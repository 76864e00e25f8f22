import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPreviewAddressOf,
  postPreviewStatus,
  previewStatusRequest,
} from '../../../scripts/lib/previewStatus.ts';

const sha = 'a'.repeat(40);
const swedishPreview = 'https://cms-content-links-se-faq.playcentre-profile-se.pages.dev/profile/sv/';

describe('a preview address', () => {
  it("is one of the country's own production project on pages.dev", () => {
    expect(isPreviewAddressOf(swedishPreview, 'se')).toBe(true);
    expect(isPreviewAddressOf('https://3f2a9c1b.playcentre-profile-de.pages.dev', 'de')).toBe(true);
  });

  it.each([
    ['another country', 'https://cms-x.playcentre-profile-no.pages.dev/', 'se'],
    ['the staging project', 'https://cms-x.playcentre-profile-se-staging.pages.dev/', 'se'],
    ['the production address itself', 'https://playcentre-profile-se.pages.dev/', 'se'],
    ['http', 'http://cms-x.playcentre-profile-se.pages.dev/', 'se'],
    ['a name and password', 'https://a:b@cms-x.playcentre-profile-se.pages.dev/', 'se'],
    ['a port', 'https://cms-x.playcentre-profile-se.pages.dev:8443/', 'se'],
    ['a look-alike host', 'https://cms-x.playcentre-profile-se.pages.dev.example.com/', 'se'],
    ['the name in the fragment', 'https://example.com/#.playcentre-profile-se.pages.dev', 'se'],
    ['a deeper name', 'https://a.b.playcentre-profile-se.pages.dev/', 'se'],
    ['no address', 'not an address', 'se'],
  ] as const)('is refused: %s', (_, address, country) => {
    expect(isPreviewAddressOf(address, country)).toBe(false);
  });

  it('is refused whenever its host is not under the project', () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (address) => {
        const host = new URL(address).hostname;
        fc.pre(!host.endsWith('.playcentre-profile-se.pages.dev'));
        expect(isPreviewAddressOf(address, 'se')).toBe(false);
      }),
    );
  });
});

describe('the preview status', () => {
  let server: Server;
  let apiBase = '';
  const received: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
  let answer = { status: 201, body: '{}' };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is posted on the commit under the country's context, with the preview's address", async () => {
    answer = { status: 201, body: '{}' };
    await postPreviewStatus(
      { apiBase, repository: 'playcentre/account-front', sha, country: 'se', previewUrl: swedishPreview },
      'token-1',
    );
    const request = received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/repos/playcentre/account-front/statuses/${sha}`);
    expect(request.headers['authorization']).toBe('Bearer token-1');
    expect(JSON.parse(request.body)).toMatchObject({
      state: 'success',
      context: 'deploy/preview-se',
      target_url: swedishPreview,
    });
  });

  it("says GitHub's refusal", async () => {
    answer = { status: 422, body: '{"message":"No commit found for SHA"}' };
    await expect(
      postPreviewStatus(
        { apiBase, repository: 'playcentre/account-front', sha, country: 'se', previewUrl: swedishPreview },
        'token-1',
      ),
    ).rejects.toThrow(/422.*No commit found/);
  });

  it('is not asked for with a foreign address, a short commit or a strange repository', () => {
    const status = { apiBase, repository: 'playcentre/account-front', sha, country: 'se' as const };
    expect(() => previewStatusRequest({ ...status, previewUrl: 'https://evil.example/' }, 't')).toThrow(
      /not a preview of playcentre-profile-se/,
    );
    expect(() => previewStatusRequest({ ...status, sha: 'abc123', previewUrl: swedishPreview }, 't')).toThrow(
      /full SHA/,
    );
    expect(() =>
      previewStatusRequest({ ...status, repository: '../x', previewUrl: swedishPreview }, 't'),
    ).toThrow(/owner\/name/);
  });
});
