/**
 * What the sign-in page keeps in its tab between reloads (never the password): the address as
 * typed, and whether it had been checked, so a reload on the password step comes back to it
 * and a reload on the e-mail step finds the address still in the field. Gone when the tab
 * closes (`tabStorage()`), and removed once the parent is signed in.
 */
export interface SignInDraft {
  email: string;
  /** The address was checked (`User/status`) and the page was asking for the password. */
  checked: boolean;
}

/** Longer than any address (RFC 5321 allows 254 characters): not ours, not offered back. */
const longest = 320;

/** A stored draft as it must be, or undefined: storage is shared and may hold anything. */
export function readSignInDraft(stored: unknown): SignInDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { email, checked } = stored as Partial<Record<keyof SignInDraft, unknown>>;
  if (typeof email !== 'string' || typeof checked !== 'boolean' || email.length > longest) return undefined;
  return { email, checked };
}
