import { describe, expect, it } from 'vitest';
import { around, fill, piecesOf, placeholderNames } from '../../../src/i18n/fill.ts';

describe('fill', () => {
  describe(fill, () => {
    it('should fill every placeholder it has a value for, with or without spaces inside the braces', () => {
      expect(fill('Hej {{name}}, {{ count }} platser', { name: 'Vera', count: 3 })).toBe(
        'Hej Vera, 3 platser',
      );
      expect(fill('{{a}}{{a}}', { a: 0 })).toBe('00');
    });

    it('should leave a placeholder it has no value for as written', () => {
      expect(fill('{{name}} och {{other}}', { name: 'Vera' })).toBe('Vera och {{other}}');
      expect(fill('{{constructor}}', {})).toBe('{{constructor}}');
    });

    it('should put a value in as it is, even one that looks like a placeholder or a replacement pattern', () => {
      expect(fill('{{a}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}');
      expect(fill('{{a}}', { a: '$& $1' })).toBe('$& $1');
    });
  });

  describe(placeholderNames, () => {
    it('should give the names in order', () => {
      expect(placeholderNames('{{ time }} – {{from}}–{{to}}')).toEqual(['time', 'from', 'to']);
      expect(placeholderNames('inga')).toEqual([]);
    });
  });

  describe(around, () => {
    it('should split a text around one placeholder, spaces inside the braces or not', () => {
      expect(around('Försök igen om {{ time }}.', 'time')).toEqual(['Försök igen om ', '.']);
      expect(around('{{email}} har inget konto', 'email')).toEqual(['', ' har inget konto']);
      expect(around('Inget här', 'time')).toEqual(['Inget här', '']);
    });
  });

  describe(piecesOf, () => {
    it('should give text and placeholder names by turns', () => {
      expect(piecesOf('Läs {{terms}} och {{ privacy }}.')).toEqual([
        'Läs ',
        'terms',
        ' och ',
        'privacy',
        '.',
      ]);
    });
  });
});
