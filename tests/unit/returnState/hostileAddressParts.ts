/**
 * Pieces of addresses that browsers or naive filters read differently, for the property tests
 * of every rule that follows an address from outside (continuePath, a booking's payment link).
 */

/** Ways to start an address. */
export const addressPrefixes = [
  '',
  '//',
  '///',
  '/\\',
  '\\\\',
  '\\/',
  'https://',
  'https:',
  'https:/',
  'https:\\\\',
  'HTTPS://',
  'http://',
  '%2F%2F',
  '%5C%5C',
  '/%2F',
  ' //',
  ' https://',
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

/** What may stand just before a host: user-info, encodings, dots that are not dots. */
export const hostDecorations = [
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
