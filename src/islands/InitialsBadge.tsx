import { initialsOf, type NamedUser } from '../lib/badge/initials.ts';

/**
 * The signed-in user's initials, or a person icon when there are none (spec §2). Decorative:
 * the account corner beside it says in words who is signed in.
 */
export default function InitialsBadge({ user }: { user: NamedUser | null }) {
  const initials = initialsOf(user);
  return (
    <span className="initials-badge" aria-hidden="true" data-initials={initials ?? ''}>
      {initials ?? (
        <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
