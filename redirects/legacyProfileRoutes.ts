/**
 * The old profile routes (`/profile/{lang}/{path}`) and where each now lives on the new
 * account site (spec §2, "Routes of the profile area"). Targets are paths below
 * `{accountBase}/{lang}/`; `:name` carries one path segment across.
 *
 * Routes that need the query string (email-preferences?userId=…) cannot be `_redirects` rules
 * (Cloudflare ignores the query when matching); they are Functions, see `functionRoutes.ts`.
 */
export interface LegacyProfileRoute {
  /** Path below /profile/{lang}/ ('' is the profile root). */
  path: string;
  /** Path below {accountBase}/{lang}/. */
  target: string;
}

export const legacyProfileRoutes: readonly LegacyProfileRoute[] = [
  { path: '', target: 'account' },
  { path: 'edit', target: 'account/edit' },
  { path: 'edit/:playgroundId', target: 'account/edit' },
  { path: 'change-password', target: 'account/edit' },
  { path: 'change-playground', target: 'account/edit' },
  { path: 'offers', target: 'account/offers' },
  { path: 'offers/coupon/:barCode', target: 'account/offers/:barCode' },
  // The spec gives offers/entrance-discount no mapping. A parent following such a link wants
  // the discount, and entrance discounts are offers on the account site, so it goes to the
  // offers list rather than to a not-found page.
  { path: 'offers/entrance-discount', target: 'account/offers' },
  { path: 'family', target: 'account/children' },
  { path: 'family/child/create', target: 'account/children' },
  { path: 'family/me', target: 'account/member-card' },
  { path: 'family/child/:guid', target: 'account/children/:guid' },
  { path: 'subscriptions', target: 'account/products' },
  { path: 'subscriptions/:guid', target: 'account/products/pass/:guid' },
  { path: 'serial-tickets/:guid', target: 'account/products/ticket-card/:guid' },
  { path: 'me/tickets', target: 'account/booking-history' },
];
