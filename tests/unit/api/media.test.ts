import { describe, expect, it } from 'vitest';
import { mediaPath, mediaUrl } from '../../../src/lib/api/media.ts';

describe(mediaUrl, () => {
  it('should put the guid and the version below the main API', () => {
    expect(mediaUrl('https://api.example', { guid: 'a1b2', version: 3 })).toBe(
      'https://api.example/api/media/a1b2/3',
    );
  });

  it('should take version 0 when the service sent none', () => {
    expect(mediaUrl('https://api.example', { guid: 'a1b2', version: null })).toBe(
      'https://api.example/api/media/a1b2/0',
    );
  });

  it('should encode the guid and not double a slash after the base address', () => {
    expect(mediaUrl('https://api.example/', { guid: 'a/b c', version: 1 })).toBe(
      'https://api.example/api/media/a%2Fb%20c/1',
    );
  });

  it('should follow the one path pattern the stand-in serves too', () => {
    expect(mediaPath).toBe('/api/media/{guid}/{version}');
  });
});
