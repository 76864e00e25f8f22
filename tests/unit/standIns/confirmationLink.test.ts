import { describe, expect, it } from 'vitest';
import type { StandInAccount } from '../../stand-ins/seed/state.ts';
import { confirmationLink } from '../../stand-ins/shared/links.ts';

const account = { country: 'se', user: { guid: 'user-1', culture: 'sv-SE' } } as unknown as StandInAccount;
const booking = 'https://localhost:8781/profile/sv/lekland/barkarby/boka/group-7';

const queryOf = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe(confirmationLink, () => {
  it('should carry the onboarding state sent with the request, as our pages read a return state', () => {
    const link = confirmationLink(account, 'code-1', 'sv-SE', {
      intent: 'Booking',
      origin: 'None',
      continuePath: booking,
    });
    expect(link.startsWith('https://localhost:8781/profile/sv/email-confirmation?')).toBe(true);
    expect(queryOf(link)).toEqual({
      userId: 'user-1',
      code: 'code-1',
      intent: 'Booking',
      origin: 'None',
      continuePath: booking,
    });
  });

  it.each([undefined, null, 'Booking', { intent: 7, origin: null, continuePath: '' }])(
    'should carry only userId and code without a usable state (%j)',
    (state) => {
      expect(queryOf(confirmationLink(account, 'code-1', 'sv-SE', state))).toEqual({
        userId: 'user-1',
        code: 'code-1',
      });
    },
  );
});
