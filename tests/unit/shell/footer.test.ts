import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FooterAccountView } from '../../../src/islands/FooterAccount.tsx';
import InitialsBadge from '../../../src/islands/InitialsBadge.tsx';
import type { SessionState } from '../../../src/lib/session/state.ts';

const labels = {
  signOut: 'Logga ut',
  editProfile: 'Redigera profil',
  signedIn: 'Du är inloggad.',
};
const render = (session: SessionState) =>
  renderToStaticMarkup(
    createElement(FooterAccountView, {
      labels,
      editProfileHref: 'https://account.playcentre.se/sv/account/edit',
      session,
    }),
  );

describe('FooterAccount', () => {
  it('should draw nothing for a signed-out visitor: the sign-in link beside it is static markup', () => {
    expect(render({ status: 'signedOut', user: null })).toBe(
      '<div class="footer-account" data-session="signedOut"></div>',
    );
  });

  it('should show the initials badge, a profile-edit link and sign-out to a member', () => {
    const html = render({
      status: 'signedIn',
      user: { firstname: 'Anna', lastname: 'Berg', username: 'anna@example.com', culture: 'sv', roles: [] },
    });
    expect(html).toContain(
      '<a class="footer-account__edit" href="https://account.playcentre.se/sv/account/edit">Redigera profil</a>',
    );
    expect(html).toContain('>Logga ut</button>');
    expect(html).toContain('data-initials="AB"');
  });

  it('should show neither variant while the session is being checked', () => {
    const html = render({ status: 'loading', user: null });
    expect(html).not.toMatch(/Logga ut|Redigera profil/);
  });
});

describe('InitialsBadge', () => {
  it('should show a person icon when there are no initials', () => {
    const html = renderToStaticMarkup(
      createElement(InitialsBadge, { user: { firstname: null, lastname: null, username: null } }),
    );
    expect(html).toContain('<svg');
    expect(html).toContain('data-initials=""');
  });
});
