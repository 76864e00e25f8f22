import { describe, expect, it } from 'vitest';
import { withoutNulBytes } from '../../../scripts/lib/withoutNulBytes.ts';

describe(withoutNulBytes, () => {
  it('should take out the padding React 18 leaves at a chunk boundary, and nothing else', () => {
    expect(withoutNulBytes('<a aria-label="Book plads: SportKidz \u0000\u0000– prøvetime">')).toBe(
      '<a aria-label="Book plads: SportKidz – prøvetime">',
    );
    const clean = '<p>Öppet i dag 10:00–19:00</p>';
    expect(withoutNulBytes(clean)).toBe(clean);
  });
});
