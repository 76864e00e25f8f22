import fc from 'fast-check';

/**
 * Hostile address material shared by the property tests of every address that comes from
 * outside (continuePath, the identity service's returnUrl): ways to start an address that
 * browsers or naive filters read differently, decorations between scheme and host, and text
 * of any shape.
 */
export const addressPrefixes = [
  '',
  '//',
  '///',
  '/\\',
  '\\\\',
  '\\/',
  'https://',
  ' https://',
  'https:',
  'https:/',
  'https:\\\\',
  'HTTPS://',
  'http://',
  '%2F%2F',
  '%5C%5C',
  '/%2F',
  ' //',
  '\t//',
  '\n//',
  '\u0000//',
  'javascript://',
  'javascript:alert(1)//',
  'JaVaScRiPt:alert(1)//',
  'data:text/html,//',
  'ftp://',
  'blob:https://',
];

export const addressDecorations = [
  '',
  '@',
  ':443@',
  'user:pw@',
  '%40',
  '%2540',
  '.',
  '%2e',
  '%00',
  '\u3002',
  '\uff0e',
];

export const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ minLength: 1000, maxLength: 4000 }),
);
