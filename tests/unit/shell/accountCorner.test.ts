import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountCornerView, type AccountPlace } from '../../../src/islands/AccountCorner.tsx';
import InitialsBadge from '../../../src/islands/InitialsBadge.tsx';
import type { SessionState } from '../../../src/lib/session/state.ts';

const labels = {
  signedInAs: 'Inloggad som {{name}}',
  signedIn: 'Du är inloggad.',
  link: 'Redigera profil',
  signOut: 'Logga ut',
};
const anna: SessionState = {
  status: 'signedIn',
  user: { firstname: 'Anna', lastname: 'Berg', username: 'anna@example.com', culture: 'sv', roles: [] },
};
const render = (session: SessionState, place: AccountPlace = 'footer', texts = labels) =>
  renderToStaticMarkup(
    createElement(AccountCornerView, {
      place,
      labels: texts,
      linkHref: 'https://account.playcentre.se/sv/account/edit',
      session,
    }),
  );

describe('AccountCorner', () => {
  it.each(['header', 'sidebar', 'footer'] as const)(
    'should draw nothing in the %s for a signed-out visitor: the sign-in link beside it is static markup',
    (place) => {
      expect(render({ status: 'signedOut', user: null }, place)).toBe(
        `<div class="${place}-account account-corner" data-session="signedOut"></div>`,
      );
    },
  );

  it('should show the initials badge, the name, the link and sign-out to a parent', () => {
    const html = render(anna);
    expect(html).toContain('data-initials="AB"');
    expect(html).toContain(
      '<span class="account-corner__who"><span class="visually-hidden">Inloggad som </span><span class="account-corner__name">Anna Berg</span></span>',
    );
    expect(html).toContain(
      '<a class="account-corner__link" href="https://account.playcentre.se/sv/account/edit">Redigera profil</a>',
    );
    expect(html).toContain('>Logga ut</button>');
  });

  it('should keep the words around the name where the language puts them', () => {
    const html = render(anna, 'sidebar', { ...labels, signedInAs: '{{name}} ist angemeldet' });
    expect(html).toContain(
      '<span class="account-corner__name">Anna Berg</span><span class="visually-hidden"> ist angemeldet</span>',
    );
  });

  it('should say only that the parent is signed in when the account has no name at all', () => {
    const html = render({
      status: 'signedIn',
      user: { firstname: null, lastname: null, username: null, culture: null, roles: [] },
    });
    expect(html).toContain('<span class="visually-hidden">Du är inloggad.</span>');
    expect(html).not.toContain('account-corner__who');
  });

  it('should give the header a closed menu, its button named by who is signed in', () => {
    const html = render(anna, 'header');
    // Named by its content: the whole sentence, which holds the first name shown (WCAG 2.5.3).
    expect(html).toMatch(
      /<button type="button" class="account-corner__toggle" aria-expanded="false" aria-controls="([^"]+)"><span class="visually-hidden">Inloggad som Anna Berg<\/span>/,
    );
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<div id="${controls}" class="account-corner__menu" hidden="">`);
    // The first name beside the badge, where the toolbar has room; both parts of the menu inside it.
    expect(html).toContain('<span class="account-corner__short-name" aria-hidden="true">Anna</span>');
    expect(html).toMatch(
      /hidden=""><p class="account-corner__who">Inloggad som Anna Berg<\/p><a class="account-corner__link"/,
    );
    expect(html).toContain('>Logga ut</button>');
  });

  it('should show neither variant while the session is being checked', () => {
    for (const place of ['header', 'sidebar', 'footer'] as const) {
      expect(render({ status: 'loading', user: null }, place)).not.toMatch(
        /Logga ut|Redigera profil|Inloggad/,
      );
    }
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
