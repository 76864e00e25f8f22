import { useStore } from './useStore.ts';
import { sessionVisibility } from '../lib/shell/visibility.ts';
import type { SessionState } from '../lib/session/state.ts';
import { $session, signOut } from '../stores/session.ts';
import { showErrorSnackbar } from '../stores/snackbar.ts';
import InitialsBadge from './InitialsBadge.tsx';

interface Props {
  labels: { signOut: string; editProfile: string; signedIn: string };
  editProfileHref: string;
}

/**
 * The footer's account corner for members (spec §2): the initials badge, a profile-edit link
 * and sign-out. Visitors get the sign-in link beside it, static markup that works before any
 * script (components/Footer.astro). Sign-out is only drawn once this island knows a member, so
 * it never shows before it works.
 */
export default function FooterAccount(props: Props) {
  // Hydrates with the store's initial value, what the prerendered page shows, then follows it.
  return <FooterAccountView {...props} session={useStore($session)} />;
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
    </div>
  );
}
