/**
 * Storage constants of spec §9, the one place they are defined. Raising `storageVersion`
 * makes every browser ignore and clean the values an older release stored, which is how a
 * release changes the shape of a stored value without reading old shapes.
 */
export const storageVersion = 4;

/** A stored value lives this long unless its writer says otherwise: one year. */
export const storedValueMaxAgeMs = 365 * 24 * 60 * 60 * 1000;

/**
 * Every key this product writes to the browser's storage starts with this, so its entries are
 * told apart from anyone else's on the same origin (and the clean-up touches only ours).
 */
export const storageKeyPrefix = 'playcentre:';

/** Expired and other-version entries are removed this often while a page is open. */
export const storageCleanupIntervalMs = 10_000;

const hour = 60 * 60 * 1000;

/** This tab only (sessionStorage: gone when the tab closes), or this browser (localStorage). */
export type StorageArea = 'tab' | 'browser';

/** One key this product writes to the browser's storage, and the rules it is kept by. */
export interface StoredKey {
  /** The key after `storageKeyPrefix`: `area.thing` in camelCase, or one word. */
  key: string;
  area: StorageArea;
  /** How long a value is offered back; a `text` entry has none and lives as long as its tab. */
  maxAgeMs?: number;
  /** Whether the value may hold personal data (an e-mail address, a name, a child's details). */
  personal: boolean;
  /**
   * Keys an earlier release wrote the same value under, in the same area. A value found there
   * is read once and moved, so nobody loses a draft or a choice when a key is renamed.
   */
  formerly?: readonly string[];
  /**
   * `text`: kept as plain text in the tab, outside the versioned envelope: a script in the
   * page's head reads it before any module has loaded, or the tab's end is its expiry.
   */
  form?: 'text';
  /**
   * Holds health data (a child's allergies, other information): kept only in the tab, only for
   * a sign-in round trip, read once on the return and removed at once (docs/storage.md).
   */
  health?: true;
}

/**
 * Every key the product writes to the browser's storage, the one place they are named (the
 * OpenID client's own `oidc_` entries aside, src/config/oidc.ts), and the storage policy
 * (docs/storage.md): personal data only in this tab (`area: 'tab'`), nothing from the account,
 * health data only for a sign-in round trip (`health`); sign-out removes every `personal` row. A module reads and writes only through
 * its row, in the storage its `area` names (`storageIn`).
 */
export const storedKeys = {
  /** The cookie choice, asked again after a year (spec §9). */
  consent: { key: 'consent', area: 'browser', maxAgeMs: storedValueMaxAgeMs, personal: false },
  /**
   * That a parent signed out in this browser: until they sign in themselves, no page signs them
   * in silently, though the identity service may still know them (its end-session failed). A
   * time, nothing about the person.
   */
  signedOut: { key: 'session.signedOut', area: 'browser', maxAgeMs: 30 * 24 * hour, personal: false },
  /**
   * The id token of a sign-out the identity service did not finish, in the tab that signed out
   * only: the service ends its session without asking only with it (`id_token_hint`), so this
   * tab's retries (lib/session/finishSignOut.ts) can still end it. It opens nothing (no access
   * token is kept). Removed once the service has ended its session, with the tab, or after a day.
   */
  signOutHint: { key: 'session.signOutHint', area: 'tab', maxAgeMs: 24 * hour, personal: true },
  /** The play centres a parent looked at, for the sidebar (per site, so per country). */
  visitedPlaygrounds: {
    key: 'playground.visited',
    area: 'browser',
    maxAgeMs: storedValueMaxAgeMs,
    personal: false,
    formerly: ['visitedPlaygrounds'],
  },
  /**
   * What a parent typed into the booking form, in this tab only: never the child's allergies
   * or other information (health data stays in the page), never what came from the account.
   * The former key was in this browser's storage: the booking page and sign-out remove it there.
   */
  bookingDraft: {
    key: 'booking.draft',
    area: 'tab',
    maxAgeMs: 12 * hour,
    personal: true,
    formerly: ['childClassBooking:draft'],
  },
  /**
   * The child's allergies and other information of a booking form the parent left for our
   * sign-in page, for that round trip only: the booking takes them back into its form on the
   * return and removes them at once; sign-out removes them too. Never in a draft.
   */
  bookingHealth: { key: 'booking.health', area: 'tab', maxAgeMs: hour, personal: true, health: true },
  /** The purchase event the booking page hands to its confirmation, pushed once and removed. */
  bookedPurchase: {
    key: 'booking.purchase',
    area: 'tab',
    maxAgeMs: hour,
    personal: true,
    formerly: ['childClassBooking:purchase'],
  },
  /**
   * What the booking page booked (the child's name, the class, the play centre, the price),
   * for its confirmation page to say so; the service's confirmation names none of it. Kept
   * while the tab is open that day, so a reload still confirms.
   */
  bookedPlace: { key: 'booking.place', area: 'tab', maxAgeMs: 12 * hour, personal: true },
  /**
   * What the registration form holds between reloads and failed calls, never the password; a
   * tab left open overnight starts afresh. Removed once the account exists.
   */
  registrationDraft: {
    key: 'register.draft',
    area: 'tab',
    maxAgeMs: 12 * hour,
    personal: true,
    formerly: ['registration-draft'],
  },
  /**
   * The shop's orders this tab placed or followed, by order reference (at most ten): what was
   * bought and its summary for the receipt (which may name the child), when the order page
   * first polled it (so a reload goes on towards the same limit) and whether its purchase was
   * pushed to analytics (once per order). Never health data.
   */
  shopOrders: { key: 'shop.orders', area: 'tab', maxAgeMs: 24 * hour, personal: true },
  /**
   * The idempotency key of each purchase under way in this tab (article, child, bought or
   * redeemed; at most ten) and the order it gave: a retry, a reload or a second tap sends the
   * same key, so the service gives back the order it made instead of a second one. A key goes
   * when its order is settled, and after an hour, a sitting's length. Personal only in that it
   * is tied to the child's id; sign-out removes it, so another account starts afresh.
   */
  shopOrderKeys: { key: 'shop.orderKeys', area: 'tab', maxAgeMs: hour, personal: true },
  /** The sign-in page's address as typed and whether it was checked, never the password. */
  signInDraft: { key: 'signIn.draft', area: 'tab', maxAgeMs: hour, personal: true },
  /**
   * A reset request's address and return state, for the reset page when its link opens in
   * this tab; as long as a reset link lives, removed by a reset. Once kept in this browser's
   * storage: the reset page and sign-out remove it there.
   */
  resetRequest: { key: 'signIn.resetRequest', area: 'tab', maxAgeMs: 24 * hour, personal: true },
  /** The address the check-your-inbox page names, read by its head script. */
  inboxEmail: { key: 'signIn.inboxEmail', area: 'tab', personal: true, form: 'text' },
  /** The reset link this tab opened, once its code has left the address bar. */
  resetLink: { key: 'signIn.resetLink', area: 'tab', personal: false, form: 'text' },
  /** That this tab has the display face, so its pages use it from their first paint (lib/shell/displayFont.ts). */
  displayFont: { key: 'shell.displayFont', area: 'tab', personal: false, form: 'text' },
} as const satisfies Record<string, StoredKey>;

export type StoredKeyName = keyof typeof storedKeys;

/** The key as it stands in the storage itself: our prefix and the row's key. */
export function storageKeyOf(name: StoredKeyName): string {
  return `${storageKeyPrefix}${storedKeys[name].key}`;
}
