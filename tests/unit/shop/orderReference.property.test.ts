import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../src/config/languages.ts';
import { pagePath } from '../../../src/config/routes.ts';
import { shopOrderPath } from '../../../src/config/shopRoutes.ts';
import { shopKinds, shopKindSlugs } from '../../../src/config/shopKinds.ts';
import { isOrderReference } from '../../../src/lib/shop/orderReference.ts';

const runs = { numRuns: 500 };

/** Pieces that must never stand in a reference: each leads elsewhere in an address, or hides. */
const hostilePieces = [
  '/',
  '?',
  '#',
  '..',
  '.',
  '%2F',
  '%2f',
  '%5C',
  '\\',
  'javascript:',
  '//evil.example',
  'https://evil.example',
  ':',
  '@',
  '&',
  '=',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\u2028',
  '\ufeff',
  'é',
  'ß',
  'Ａ',
  '٣',
  '😀',
  '%',
  '+',
  '<',
  '"',
  "'",
];

const plainPart = fc.stringMatching(/^[A-Za-z0-9_-]{0,20}$/);

const hostileReference = fc
  .tuple(plainPart, fc.constantFrom(...hostilePieces), plainPart)
  .map(([before, piece, after]) => `${before}${piece}${after}`);

const anyValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ maxLength: 80 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.anything(),
);

describe('isOrderReference (property)', () => {
  it('should accept no value that holds a separator, a scheme, white space, control or non-ASCII characters', () => {
    fc.assert(
      fc.property(hostileReference, (value) => !isOrderReference(value)),
      runs,
    );
  });

  it('should accept only letters, digits, - and _, starting with a letter or digit, at most 64 long', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        if (!isOrderReference(value)) return true;
        return /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(value) && value.length <= 64;
      }),
      runs,
    );
  });

  it('should leave every accepted reference unchanged in the order page’s address, as its last segment', () => {
    const reference = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);
    fc.assert(
      fc.property(
        fc.oneof(reference, anyValue),
        fc.constantFrom(...languageCodes),
        fc.constantFrom(...shopKinds),
        (value, language, kind) => {
          if (!isOrderReference(value)) return;
          const path = shopOrderPath(language, kind, value);
          expect(path).toBe(`${pagePath('shopOrder', language)}/${shopKindSlugs[kind][language]}/${value}`);
          expect(new URL(path, 'https://profile.example').pathname).toBe(path);
        },
      ),
      runs,
    );
  });
});

describe(isOrderReference, () => {
  it.each(['GC-2026-100001', 'PO-2026-100002', 'ST_1', 'a', 'A'.repeat(64)])('should accept %s', (value) => {
    expect(isOrderReference(value)).toBe(true);
  });

  it.each([
    '',
    '-GC-1',
    '_GC',
    'A'.repeat(65),
    '../../evil',
    'GC-1/../x',
    'GC-1?x=1',
    'GC-1#x',
    'GC%2F1',
    'javascript:alert(1)',
    '//evil.example',
    ' GC-1',
    'GC-1 ',
    'GC\u200b1',
    null,
    undefined,
    42,
    ['GC-1'],
  ])('should refuse %j', (value) => {
    expect(isOrderReference(value)).toBe(false);
  });
});
