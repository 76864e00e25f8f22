import { describe, expect, it } from 'vitest';
import { bookingAddress } from '../../../src/lib/childClassBooking/address.ts';

const folder = '/profile/sv/lekland';
const id = '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e';

describe(bookingAddress, () => {
  it('should read the play centre and the age group of a booking address', () => {
    expect(bookingAddress(`${folder}/barkarby/boka/${id}`, folder, 'boka')).toEqual({
      playgroundSlug: 'barkarby',
      ageGroupId: id,
    });
    expect(bookingAddress(`${folder}/kungens-kurva/boka/${id}/`, folder, 'boka')).toEqual({
      playgroundSlug: 'kungens-kurva',
      ageGroupId: id,
    });
  });

  it.each([
    `${folder}/barkarby`,
    `${folder}/barkarby/boka`,
    `${folder}/barkarby/book/${id}`,
    `${folder}/barkarby/boka/${id}/more`,
    `/profile/en/play-centres/barkarby/boka/${id}`,
    `${folder}/Barkarby/boka/${id}`,
    `${folder}/barkarby/boka/%E0%A4%A`,
    `${folder}/barkarby/boka/${'a'.repeat(101)}`,
    `${folder}/barkarby/boka/x%3Cscript%3E`,
  ])('should give null for %s', (path) => {
    expect(bookingAddress(path, folder, 'boka')).toBeNull();
  });
});
