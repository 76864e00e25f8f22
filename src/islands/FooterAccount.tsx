import { useStore } from '@nanostores/react';
import { sessionVisibility } from '../lib/shell/visibility.ts';
import type { SessionState } from '../lib/session/state.ts';
import { $session, signIn, signOut } from '../stores/session.ts';
import { showErrorSnackbar } from '../stores/snackbar.ts';
import InitialsBadge from './InitialsBadge.tsx';

interface Props {
  labels: { signIn: string; signOut: string; editProfile: string; signedIn: string };
  editProfileHref: string;
}

/**
 * The footer's account corner (spec §2): sign-in for visitors; the initials badge, a
 * profile-edit link and sign-out for members. While the session is being checked it keeps
 * its place empty, so the footer does not jump when the answer arrives.
 */
export default function FooterAccount(props: Props) {
  // Hydrates with the store's initial value, what the prerendered page shows, then follows it.
  return <FooterAccountView {...props} session={useStore($session, { ssr: 'initial' })} />;
}

/** The markup for one session state (the island above feeds it the live one). */
export function FooterAccountView({ labels, editProfileHref, session }: Props & { session: SessionState }) {
  const state = sessionVisibility(session);
  return (
    <div className="footer-account" data-session={state}>
      {state === 'signedIn' && (
        <>
          <InitialsBadge user={session.user} />
          <span className="visually-hidden">{labels.signedIn}</span>
          <a className="footer-account__edit" href={editProfileHref}>
            {labels.editProfile}
          </a>
          <button type="button" className="button" onClick={() => signOut().catch(showErrorSnackbar)}>
            {labels.signOut}
          </button>
        </>
      )}
      {state === 'signedOut' && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => signIn().catch(showErrorSnackbar)}
        >
          {labels.signIn}
        </button>
      )}
    </div>
  );
}
