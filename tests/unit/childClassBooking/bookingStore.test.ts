import { describe, expect, it, vi } from 'vitest';
import type {
  ChildClassBookingRequest,
  ChildClassBookingResult,
} from '../../../src/lib/api/types/childClass.ts';
import type { AccountOrChild } from '../../../src/lib/api/types/user.ts';
import type { BookingApi, FamilyApi } from '../../../src/stores/booking.ts';
import { storedKeys } from '../../../src/config/storage.ts';
import { ApiError, NetworkError } from '../../../src/lib/errors/ApiError.ts';
import { apiReply } from '../../support/apiReply.ts';
import type { ErrorBody } from '../../../src/lib/errors/errorBody.ts';
import { FakeStorage } from '../support/fakeStorage.ts';
import { familyChild, familyOf, jonas, setUp, term, typed } from './bookingSetUp.ts';

function validation(errors: Record<string, string[]>): ApiError {
  const body: ErrorBody = {
    exceptionType: 'ValidationException',
    code: 'ValidationFailed',
    message: 'Validation failed',
    errors,
    responsecode: 400,
    reasons: [],
    stackTrace: null,
  };
  return apiReply(400, body);
}

describe('createBooking', () => {
  it('should load the class and age group the address names, and the T-shirt sizes of a term', async () => {
    const { booking, state } = setUp();
    await booking.load();
    expect(state()).toMatchObject({
      phase: 'ready',
      availability: 'open',
      target: { playground: { slug: 'barkarby' }, childClass: { id: 'class-1' }, group: { id: 'group-7' } },
      tShirtSizes: { status: 'ready', sizes: ['116/122', '128/134'] },
    });
  });

  it.each([
    ['a fully booked age group', term({ group: true, class: false })],
    ['a fully booked class', term({ group: false, class: true })],
  ])('should offer no booking for %s', async (_, childClass) => {
    const { booking, state } = setUp({ classes: vi.fn(async () => [childClass]) });
    await booking.load();
    expect(state().availability).toBe('fullyBooked');
    await booking.submit();
    expect(state().busy).toBe(null);
  });

  it('should say not found for an age group no class of the play centre has, and for an unknown play centre', async () => {
    const unknownGroup = setUp({}, { ageGroupId: 'group-99' });
    await unknownGroup.booking.load();
    expect(unknownGroup.state().phase).toBe('notFound');
    const unknownPlace = setUp({
      playground: vi.fn(async () => ({
        found: false as const,
        error: 'unable to locate playground' as const,
      })),
    });
    await unknownPlace.booking.load();
    expect(unknownPlace.state().phase).toBe('notFound');
  });

  it('should show the failure text of a main API that cannot be reached', async () => {
    const { booking, state } = setUp({ playground: vi.fn(() => Promise.reject(new NetworkError('down'))) });
    await booking.load();
    expect(state()).toMatchObject({ phase: 'failed', loadError: 'errors.network' });
  });

  it('should check the form before sending and send nothing while it has problems', async () => {
    const { booking, api, fill, state } = setUp();
    await booking.load();
    fill({ ...typed, childBirthdate: '2022-01-19', email: 'johanna' });
    await booking.submit();
    expect(api.book).not.toHaveBeenCalled();
    expect(state()).toMatchObject({
      notice: { kind: 'fixFields', otherNotes: [] },
      failedAttempts: 1,
      problems: {
        email: { kind: 'client', key: 'emailInvalid' },
        childBirthdate: { kind: 'client', key: 'tooYoung' },
      },
    });
    booking.set('childBirthdate', '2018-08-05');
    expect(state().problems.childBirthdate).toBeUndefined();
  });

  it('should book once however often the parent taps, and hand over the booking', async () => {
    let answer: (result: ChildClassBookingResult) => void = () => undefined;
    const book = vi.fn(() => new Promise<ChildClassBookingResult>((resolve) => (answer = resolve)));
    const { booking, fill, afterBooking, state } = setUp({ book });
    await booking.load();
    fill();
    const first = booking.submit();
    const second = booking.submit();
    expect(state().busy).toBe('saving');
    answer({ guid: 'b-1', orderReference: 'CC-2026-100001' });
    await Promise.all([first, second]);
    await booking.submit();
    expect(book).toHaveBeenCalledTimes(1);
    expect(book).toHaveBeenCalledWith<[ChildClassBookingRequest]>({
      childClassAgeGroupId: 'group-7',
      email: 'johanna.ek@example.com',
      parentFirstName: 'Johanna',
      parentLastName: 'Ek',
      phone: '707654321',
      phoneCountryCode: '+46',
      gdprDisallowInformation: false,
      gdprAllowPartnerInformation: true,
      childFirstName: 'Vera',
      childLastName: 'Ek',
      childBirthdate: '2018-08-05',
      allergies: 'Nuts',
      otherInformation: null,
      tshirtSize: '128/134',
    });
    expect(afterBooking).toHaveBeenCalledTimes(1);
    expect(afterBooking.mock.calls[0]?.[0]).toEqual({ guid: 'b-1', orderReference: 'CC-2026-100001' });
    expect(state().booked).toEqual({ guid: 'b-1', orderReference: 'CC-2026-100001' });
  });

  it('should put the server’s field errors at their fields, in its words, keeping every value', async () => {
    const error = validation({
      ChildLastName: ["'Child Last Name' must be the child's own last name."],
      Phone: ["'Phone' is not a mobile number."],
      ChildClassAgeGroupId: ['The age group does not exist.'],
    });
    const { booking, fill, state } = setUp({ book: vi.fn(() => Promise.reject(error)) });
    await booking.load();
    fill();
    await booking.submit();
    expect(state()).toMatchObject({
      busy: null,
      notice: {
        kind: 'fixFields',
        otherNotes: [{ kind: 'unknown', details: ['The age group does not exist.'] }],
      },
      problems: {
        childLastName: {
          kind: 'server',
          notes: [{ kind: 'unknown', details: ["'Child Last Name' must be the child's own last name."] }],
        },
        phone: { kind: 'server', notes: [{ kind: 'unknown', details: ["'Phone' is not a mobile number."] }] },
      },
      values: typed,
      availability: 'open',
    });
  });

  it('should tell a parent whose place went meanwhile, and show the class as it is now', async () => {
    const classes = vi
      .fn<BookingApi['classes']>()
      .mockResolvedValueOnce([term()])
      .mockResolvedValueOnce([term({ group: true, class: false })]);
    const refused = new ApiError('Bad Request', 400, '{}', {}, undefined);
    const { booking, fill, state } = setUp({ classes, book: vi.fn(() => Promise.reject(refused)) });
    await booking.load();
    fill();
    await booking.submit();
    expect(classes).toHaveBeenLastCalledWith('pg-1', true);
    expect(state()).toMatchObject({
      availability: 'fullyBookedMeanwhile',
      notice: null,
      target: { group: { fullyBooked: true } },
      values: typed,
    });
  });

  it.each([
    // No reply shows errors.network: the booking page has no words of its own for it (FormAlert).
    [new NetworkError('No reply'), { kind: 'unavailable' }],
    [new ApiError('Internal Server Error', 500, '', {}, undefined), { kind: 'failed', key: 'errors.server' }],
    [new ApiError('Bad Request', 400, '', {}, undefined), { kind: 'failed', key: 'errors.request' }],
  ])('should keep every value after %s and say so in the spec’s words', async (error, notice) => {
    const { booking, fill, state, storage } = setUp({ book: vi.fn(() => Promise.reject(error)) });
    await booking.load();
    fill();
    await booking.submit();
    expect(state()).toMatchObject({ notice, values: typed, availability: 'open', busy: null });
    // Kept for a reload, all but the allergies (health data stays in the page).
    expect(storage.get(storedKeys.bookingDraft.key)).toEqual({
      values: { ...typed, allergies: '' },
      childChoice: 'other',
    });
  });

  it('should bring back what was typed after a reload, and forget it once booked', async () => {
    const backend = new FakeStorage();
    const first = setUp({}, { backend });
    first.fill();
    const reloaded = setUp({}, { backend });
    // All of it but the allergies: health data is never stored (docs/storage.md).
    expect(reloaded.state().values).toEqual({ ...typed, allergies: '' });
    await reloaded.booking.load();
    await reloaded.booking.submit();
    expect(reloaded.afterBooking).toHaveBeenCalledTimes(1);
    expect(setUp({}, { backend }).state().values.parentFirstName).toBe('');
    expect([...backend.items.keys()]).toEqual([]);
  });

  it('should never keep a child’s allergies or other information, not even for a reload', async () => {
    const { fill, backend } = setUp();
    fill({ ...typed, allergies: 'Severe peanut allergy (EpiPen)', otherInformation: 'Asthma inhaler' });
    const stored = [...backend.items.values()].join(' ');
    expect(stored).toContain('Vera');
    expect(stored).not.toMatch(/peanut|EpiPen|Asthma/);
  });

  it('should bring the child’s health details back after a sign-in round trip in this tab, and store them no longer', async () => {
    const backend = new FakeStorage();
    const first = setUp({}, { backend });
    first.fill({ ...typed, allergies: 'Severe peanut allergy (EpiPen)', otherInformation: 'Asthma inhaler' });
    first.booking.leavingToSignIn();
    // Back from signing in, the same tab opens the same booking.
    const back = setUp({}, { backend });
    expect(back.state().values).toEqual({
      ...typed,
      allergies: 'Severe peanut allergy (EpiPen)',
      otherInformation: 'Asthma inhaler',
    });
    expect([...backend.items.values()].join(' ')).not.toMatch(/peanut|EpiPen|Asthma/);
    // Read once: a reload after that asks for them again.
    expect(setUp({}, { backend }).state().values.allergies).toBe('');
  });

  it('should give the health details only to the age group they were typed for, and remove them there too', () => {
    const backend = new FakeStorage();
    const first = setUp({}, { backend });
    first.fill({ ...typed, allergies: 'Gluten' });
    first.booking.leavingToSignIn();
    const other = setUp({}, { backend, ageGroupId: 'group-3' });
    expect(other.state().values.allergies).toBe('');
    expect([...backend.items.values()].join(' ')).not.toContain('Gluten');
  });

  it('should keep nothing that came from the account: the parent’s details and a picked child', async () => {
    const { booking, backend, state } = setUp();
    booking.set('allergies', 'Gluten');
    await booking.useFamily({
      me: async () => jonas,
      accounts: async () => [
        {
          guid: 'mia',
          firstname: 'Mia',
          lastname: 'Becker',
          birthdate: '2018-08-05T00:00:00Z',
        } as AccountOrChild,
      ],
    });
    booking.chooseChild('mia');
    expect(state().values).toMatchObject({ parentFirstName: 'Jonas', childFirstName: 'Mia' });
    const stored = [...backend.items.values()].join(' ');
    expect(stored).not.toMatch(/Jonas|Becker|jonas\.becker|15123456789|Mia|2018-08-05|mia|Gluten/);
    // What the parent then types over an account's value is theirs, and kept.
    booking.set('parentFirstName', 'Jo');
    expect([...backend.items.values()].join(' ')).toContain('"parentFirstName":"Jo"');
  });

  it('should fill in a signed-in parent’s details without overwriting what they typed, and offer their children', async () => {
    const { booking, state } = setUp();
    booking.set('phone', '70 000 00 00');
    const family: FamilyApi = {
      me: async () => jonas,
      accounts: async () => [
        { guid: 'parent', firstname: 'Jonas' } as AccountOrChild,
        {
          guid: 'mia',
          firstname: 'Mia',
          lastname: 'Becker',
          birthdate: '2018-08-05T00:00:00.000Z',
        } as AccountOrChild,
      ],
    };
    await booking.useFamily(family);
    expect(state().values).toMatchObject({
      parentFirstName: 'Jonas',
      parentLastName: 'Becker',
      email: 'jonas.becker@example.com',
      phone: '70 000 00 00',
      phoneCountryCode: '+46',
    });
    expect(state().family).toEqual({
      status: 'member',
      children: [expect.objectContaining({ guid: 'mia' })],
    });
    booking.chooseChild('mia');
    expect(state().values).toMatchObject({
      childFirstName: 'Mia',
      childLastName: 'Becker',
      childBirthdate: '2018-08-05',
    });
    booking.chooseChild('other');
    expect(state().values).toMatchObject({ childFirstName: '', childLastName: '', childBirthdate: '' });
  });

  describe('the child picker', () => {
    // On the first occasion (2026-12-07) of the 7–9 group: Mia is 8, Ella 7, Paul 5, Lotta 10.
    const mia = familyChild('mia', 'Mia', '2018-08-05');
    const ella = familyChild('ella', 'Ella', '2019-12-07');
    const paul = familyChild('paul', 'Paul', '2021-03-01');
    const lotta = familyChild('lotta', 'Lotta', '2016-12-06');

    it('should pick the one child the group can take, whichever of class and family comes first', async () => {
      const first = setUp();
      await first.booking.load();
      await first.booking.useFamily(familyOf(paul, mia, lotta));
      expect(first.state().childChoice).toBe('mia');
      expect(first.state().values).toMatchObject({ childFirstName: 'Mia', childBirthdate: '2018-08-05' });

      const second = setUp();
      await second.booking.useFamily(familyOf(paul, mia));
      expect(second.state().childChoice).toBe('other');
      await second.booking.load();
      expect(second.state().childChoice).toBe('mia');
    });

    it('should pick nobody when two children fit, or when the parent has typed a child in', async () => {
      const two = setUp();
      await two.booking.load();
      await two.booking.useFamily(familyOf(mia, ella));
      expect(two.state().childChoice).toBe('other');

      const typed = setUp();
      typed.booking.set('childFirstName', 'Vera');
      await typed.booking.load();
      await typed.booking.useFamily(familyOf(mia));
      expect(typed.state().childChoice).toBe('other');
      expect(typed.state().values.childFirstName).toBe('Vera');
    });

    it('should not let a child the group cannot take be picked', async () => {
      const { booking, state } = setUp();
      await booking.load();
      await booking.useFamily(familyOf(paul, lotta));
      expect(state().childChoice).toBe('other');
      booking.chooseChild('paul');
      booking.chooseChild('lotta');
      expect(state().childChoice).toBe('other');
      expect(state().values.childFirstName).toBe('');
    });
  });

  it('should let a parent whose account cannot be read book as a guest', async () => {
    const { booking, state } = setUp();
    await booking.useFamily({ me: () => Promise.reject(new NetworkError('down')), accounts: async () => [] });
    expect(state().family).toEqual({ status: 'failed' });
  });

  it('should wait for the family a session expects, and be a guest again if it signs out', async () => {
    const { booking, state } = setUp();
    expect(state().family).toEqual({ status: 'guest' });
    booking.expectFamily(true);
    expect(state().family).toEqual({ status: 'loading' });
    booking.expectFamily(false);
    expect(state().family).toEqual({ status: 'guest' });
    booking.expectFamily(true);
    await booking.useFamily({ me: async () => jonas, accounts: async () => [] });
    // Once asked, what the account said stands, whatever the session says before it settles.
    booking.expectFamily(false);
    expect(state().family).toEqual({ status: 'member', children: [] });
  });
});
