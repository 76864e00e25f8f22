import { describe, expect, it } from 'vitest';
import { isPlaygroundSlug, playgroundSlugFromPath } from '../../../src/lib/address/segments.ts';

describe(playgroundSlugFromPath, () => {
  const folder = '/profile/sv/lekland';
  it.each([
    ['/profile/sv/lekland/barkarby', 'barkarby'],
    ['/profile/sv/lekland/barkarby/', 'barkarby'],
    ['/profile/sv/lekland/k%C3%B6ln', 'köln'],
    ['/profile/sv/lekland', null],
    ['/profile/sv/lekland/', null],
    ['/profile/sv/lekland/a/b', null],
    ['/profile/sv/leklandx/a', null],
    ['/profile/sv/lekland/%E0%A4%A', null],
  ])('%s gives %j', (path, slug) => {
    expect(playgroundSlugFromPath(path, folder)).toBe(slug);
  });
});

describe(isPlaygroundSlug, () => {
  it('should accept lowercase words joined by hyphens only', () => {
    expect(['barkarby', 'malmo-svagertorp', 'a1'].every(isPlaygroundSlug)).toBe(true);
    expect(['__playground', '-a', 'a-', 'a--b', 'Å'].some(isPlaygroundSlug)).toBe(false);
  });
});
