import { describe, expect, it } from 'vitest';
import { ended, started, startsNavigation, type LinkClick } from '../../../src/lib/shell/navigation.ts';

const here = new URL('https://profile.playcentre.se/profile/sv/fel?x=1');
const click = (change: Partial<LinkClick>): LinkClick => ({
  button: 0,
  modified: false,
  defaultPrevented: false,
  href: 'https://profile.playcentre.se/profile/en/error',
  target: '',
  download: false,
  ...change,
});

describe('navigation counter', () => {
  it('should rise on start and fall on end, never below zero', () => {
    expect(started(started(0))).toBe(2);
    expect(ended(ended(started(0)))).toBe(0);
  });
});

describe('startsNavigation', () => {
  it('should start on a plain click on a link to another page, here or on another site', () => {
    expect(startsNavigation(click({}), here)).toBe(true);
    expect(startsNavigation(click({ href: 'https://order.playcentre.se/shop' }), here)).toBe(true);
    expect(startsNavigation(click({ target: '_self' }), here)).toBe(true);
  });

  it('should not start for new tabs, modified or handled clicks, downloads or other buttons', () => {
    expect(startsNavigation(click({ target: '_blank' }), here)).toBe(false);
    expect(startsNavigation(click({ modified: true }), here)).toBe(false);
    expect(startsNavigation(click({ defaultPrevented: true }), here)).toBe(false);
    expect(startsNavigation(click({ download: true }), here)).toBe(false);
    expect(startsNavigation(click({ button: 1 }), here)).toBe(false);
  });

  it('should not start for jumps within the page or links that open another program', () => {
    expect(
      startsNavigation(click({ href: 'https://profile.playcentre.se/profile/sv/fel?x=1#main' }), here),
    ).toBe(false);
    expect(startsNavigation(click({ href: 'mailto:info@playcentre.se' }), here)).toBe(false);
    expect(startsNavigation(click({ href: 'tel:+46101234567' }), here)).toBe(false);
  });
});
