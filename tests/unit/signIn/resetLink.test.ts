import { describe, expect, it } from 'vitest';
import { addressWithLink, addressWithoutCode, resetLinkFrom } from '../../../src/lib/signIn/resetLink.ts';

const page = 'https://localhost:8781/profile/sv/nytt-losenord';

describe(resetLinkFrom, () => {
  it('should read the link from the address, which wins over what the tab remembers', () => {
    expect(resetLinkFrom('?userId=u1&code=new', { userId: 'u1', code: 'old' })).toEqual({
      userId: 'u1',
      code: 'new',
    });
  });

  it('should use the remembered link after the code has left the address (a reload)', () => {
    expect(resetLinkFrom('?intent=Register', { userId: 'u1', code: 'kept' })).toEqual({
      userId: 'u1',
      code: 'kept',
    });
  });

  it('should not use a remembered link of another user', () => {
    expect(resetLinkFrom('?userId=u2', { userId: 'u1', code: 'kept' })).toBeUndefined();
  });

  it.each([
    ['', undefined],
    ['?userId=u1', undefined],
    ['?code=abc', undefined],
    ['?userId=%20&code=abc', undefined],
    ['', 'garbage'],
    ['', { userId: 'u1' }],
  ])('should find no link in %j with %j remembered', (search, remembered) => {
    expect(resetLinkFrom(search, remembered)).toBeUndefined();
  });
});

describe(addressWithoutCode, () => {
  it('should take the code (and user id) out of the address, keeping the rest', () => {
    expect(addressWithoutCode(`${page}?userId=u1&code=secret&intent=Register#top`)).toBe(
      `${page}?intent=Register#top`,
    );
  });
});

describe(addressWithLink, () => {
  it('should give the guard the address with the remembered link', () => {
    expect(addressWithLink(`${page}?intent=Register`, { userId: 'u1', code: 'kept' })).toBe(
      `${page}?intent=Register&userId=u1&code=kept`,
    );
    expect(addressWithLink(page, undefined)).toBe(page);
  });
});
