import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from './useStore.ts';
import { around } from '../i18n/fill.ts';
import { displayNameOf, shortNameOf } from '../lib/badge/initials.ts';
import { sessionVisibility } from '../lib/shell/visibility.ts';
import type { SessionState } from '../lib/session/state.ts';
import { $session, signOut } from '../stores/session.ts';
import { showErrorSnackbar } from '../stores/snackbar.ts';
import InitialsBadge from './InitialsBadge.tsx';

/** Where the corner sits: the header's is a small menu, the sidebar's and the footer's lie open. */
export type AccountPlace = 'header' | 'sidebar' | 'footer';

export interface AccountCornerProps {
  place: AccountPlace;
  labels: {
    /** "Signed in as {{name}}", the name filled in here. */
    signedInAs: string;
    /** Said instead when the account has no name at all. */
    signedIn: string;
    /** The words of the link to the account site. */
    link: string;
    signOut: string;
  };
  linkHref: string;
}

/**
 * The signed-in parent's corner (spec §2: the footer's profile link, initials badge and
 * sign-out), one component in three places: the header, the sidebar and the footer
 * (components/AccountCorner.astro). A visitor gets the sign-in link beside it instead, static
 * markup that works before any script. Sign-out is only drawn once this island knows a
 * parent, so it never shows before it works.
 */
export default function AccountCorner(props: AccountCornerProps) {
  // Hydrates with the store's initial value, what the prerendered page shows, then follows it.
  return <AccountCornerView {...props} session={useStore($session)} />;
}

const leave = () => {
  signOut().catch(showErrorSnackbar);
};

/** The markup for one session state (the island above feeds it the live one). */
export function AccountCornerView({ session, ...props }: AccountCornerProps & { session: SessionState }) {
  const state = sessionVisibility(session);
  return (
    <div className={`${props.place}-account account-corner`} data-session={state}>
      {state === 'signedIn' &&
        (props.place === 'header' ? (
          <HeaderMenu {...props} user={session.user} />
        ) : (
          <>
            <InitialsBadge user={session.user} />
            <Who labels={props.labels} user={session.user} />
            <a className="account-corner__link" href={props.linkHref}>
              {props.labels.link}
            </a>
            <button type="button" className="button" onClick={leave}>
              {props.labels.signOut}
            </button>
          </>
        ))}
    </div>
  );
}

type User = SessionState['user'];

/** "Signed in as Anna Berg" in words; on screen the name alone, the rest for screen readers. */
function Who({ labels, user }: { labels: AccountCornerProps['labels']; user: User }) {
  const name = displayNameOf(user);
  if (name === null) return <span className="visually-hidden">{labels.signedIn}</span>;
  const [before, after] = around(labels.signedInAs, 'name');
  return (
    <span className="account-corner__who">
      {before && <span className="visually-hidden">{before}</span>}
      <span className="account-corner__name">{name}</span>
      {after && <span className="visually-hidden">{after}</span>}
    </span>
  );
}

/** The whole sentence: the header's button is named by it. */
function signedInText(labels: AccountCornerProps['labels'], user: User): string {
  const name = displayNameOf(user);
  if (name === null) return labels.signedIn;
  const [before, after] = around(labels.signedInAs, 'name');
  return `${before}${name}${after}`;
}

/**
 * The header's corner: the badge (and the first name, where there is room) is a button that
 * opens a small menu with who is signed in, the way to the account and sign-out. A disclosure,
 * not an ARIA menu: a link and a button, reached with Tab. Escape, a click elsewhere or focus
 * leaving it closes it.
 */
function HeaderMenu({ labels, linkHref, user }: Omit<AccountCornerProps, 'place'> & { user: User }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const label = signedInText(labels, user);
  const shortName = shortNameOf(user);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className="account-corner__disclosure" ref={root}>
      <button
        type="button"
        ref={toggle}
        className="account-corner__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {/* Named by the whole sentence, in its content rather than aria-label: the initials and
            the first name on screen are part of it (WCAG 2.5.3), read once. */}
        <span className="visually-hidden">{label}</span>
        <InitialsBadge user={user} />
        {shortName && (
          <span className="account-corner__short-name" aria-hidden="true">
            {shortName}
          </span>
        )}
      </button>
      <div id={menuId} className="account-corner__menu" hidden={!open}>
        <p className="account-corner__who">{label}</p>
        <a className="account-corner__link" href={linkHref}>
          {labels.link}
        </a>
        <button type="button" className="button" onClick={leave}>
          {labels.signOut}
        </button>
      </div>
    </div>
  );
}
