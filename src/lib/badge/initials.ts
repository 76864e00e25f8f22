// With the account corner, not in lib/shell: the shell chunk goes to every page, and only a
// signed-in parent's account corners (islands/behaviours/accountCorners.ts) show initials and names.
import { around } from '../../i18n/fill.ts';

/** The parts of a user the initials badge reads (spec §2 "Initials badge"). */
export interface NamedUser {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
}

/**
 * Letters and digits only: a username is often an e-mail address or has dots and
 * underscores, and "A." says less than "AN". Array.from keeps letters outside the
 * Basic Multilingual Plane whole.
 */
function leadingCharacters(text: string | null | undefined, count: number): string {
  const characters = Array.from((text ?? '').normalize('NFC')).filter((character) =>
    /[\p{L}\p{N}]/u.test(character),
  );
  return characters.slice(0, count).join('');
}

/**
 * The badge text: the first letter of firstname and of lastname; otherwise the first two
 * letters of the username; otherwise null, for which the badge shows a person icon.
 * Always upper case. Both names are needed for the first rule: one initial alone looks
 * like a typo, and the username then says more.
 */
export function initialsOf(user: NamedUser | null | undefined): string | null {
  if (!user) return null;
  const first = leadingCharacters(user.firstname, 1);
  const last = leadingCharacters(user.lastname, 1);
  if (first && last) return `${first}${last}`.toUpperCase();
  const username = leadingCharacters(user.username, 2);
  return username ? username.toUpperCase() : null;
}

/** A name as typed, its spaces tidied: null when there is nothing but space. */
function tidy(text: string | null | undefined): string | null {
  const tidied = (text ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  return tidied === '' ? null : tidied;
}

/**
 * The name the account corner shows for a signed-in parent ("Signed in as Anna Berg"): first
 * and last name, either alone when the other is missing; otherwise the username (often the
 * e-mail address, which is what the parent signed in with); otherwise null, for which the
 * corner says only that the parent is signed in.
 */
export function displayNameOf(user: NamedUser | null | undefined): string | null {
  if (!user) return null;
  const names = [tidy(user.firstname), tidy(user.lastname)].filter((name) => name !== null);
  if (names.length > 0) return names.join(' ');
  return tidy(user.username);
}

/** The short name beside the header's badge, where there is room: the first name, else null. */
export function shortNameOf(user: NamedUser | null | undefined): string | null {
  return tidy(user?.firstname);
}

/** The account corner's words as the page has them, `{{name}}` unfilled (components/AccountCorner.astro). */
export interface CornerLabels {
  /** "Signed in as {{name}}". */
  signedInAs: string;
  /** Said instead when the account has no name at all. */
  signedIn: string;
}

/** What the account corner shows of a user; all empty for nobody. */
export interface CornerTexts {
  /** The whole sentence: the header's button is named by it, and its menu says it. */
  sentence: string;
  /** The sentence around the name, for screen readers where the name alone is on screen. */
  before: string;
  name: string;
  after: string;
  /** The badge's letters; empty for the person icon. */
  initials: string;
  /** The first name beside the header's badge; empty when there is none. */
  shortName: string;
}

/** The account corner's texts for a user (null: signed out, every text empty). */
export function cornerTexts(user: NamedUser | null, labels: CornerLabels): CornerTexts {
  if (user === null) return { sentence: '', before: '', name: '', after: '', initials: '', shortName: '' };
  const name = displayNameOf(user);
  const [before, after] = name === null ? [labels.signedIn, ''] : around(labels.signedInAs, 'name');
  return {
    sentence: `${before}${name ?? ''}${after}`,
    before,
    name: name ?? '',
    after,
    initials: initialsOf(user) ?? '',
    shortName: shortNameOf(user) ?? '',
  };
}
