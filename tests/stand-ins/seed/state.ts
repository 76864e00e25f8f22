import { randomBytes } from 'node:crypto';
import type { ChildClass } from '../../../src/lib/api/types/childClass.ts';
import type { Country, Playground } from '../../../src/lib/api/types/location.ts';
import type { SiteNotice } from '../../../src/lib/api/types/notice.ts';
import type {
  GiftCardArticle,
  OrderSummary,
  PassArticle,
  SerialTicketArticle,
} from '../../../src/lib/api/types/shop.ts';
import type { AccountOrChild, User } from '../../../src/lib/api/types/user.ts';
import { guidFor } from '../shared/guid.ts';
import { seededPasswordRules, type PasswordOptions } from '../shared/passwords.ts';
import type { PaymentAnswer } from '../shared/orderStatus.ts';
import { countries as countryConfig, countryCodes, type CountryCode } from '../shared/origins.ts';
import { seedAccounts, type SeedAccount, type SeedActivity } from './accounts.ts';
import { seedChildClasses, seedPlacesLeft } from './childClasses.ts';
import { featuredPlaygroundSlug, playgroundGuid, seedCountries } from './countries.ts';
import type { ArticlePicture } from './articlePictures.ts';
import { seedNotices } from './notices.ts';
import { featuredOpeningExceptions, type OpeningExceptions, type OpeningOverrides } from './openingHours.ts';
import { seedShop, type ArticleKind } from './shop.ts';

/** One person: the main API's view of them plus what only the identity service knows. */
export interface StandInAccount {
  user: User;
  password: string | null;
  /** Sign-in refused for now (a seeded lockout; the rate limit of failed attempts is apart). */
  lockedOut: boolean;
  country: CountryCode;
  children: AccountOrChild[];
  activity: SeedActivity;
  registered: string;
}

export type OrderKind = ArticleKind;

export interface StandInOrder {
  reference: string;
  kind: OrderKind;
  /** The country whose shop sold the article; only its payment pages know the order's token. */
  country: CountryCode;
  summary: OrderSummary;
  userId: string | null;
  /** When it was placed (epoch ms). */
  createdAt: number;
  /** What the product hands the payment page; null for a redeem order, which is not paid for. */
  paymentToken: string | null;
  /**
   * The payment page's answer (shared/orderStatus.ts reads the status from it); null until the
   * parent taps one of its buttons. A redeem order is answered `pay` when placed.
   */
  payment: PaymentAnswer | null;
}

export interface StandInBooking {
  guid: string;
  orderReference: string;
  childClass: ChildClass;
  email: string;
  /** A payment link a test set (`PUT /__control/child-class-bookings/{guid}`) instead of the usual one. */
  linkPayment?: string | null;
}

/** A member number as the cards print it, derived from the account's guid. */
export function memberIdFor(guid: string): string {
  return `M${guid.slice(0, 6).toUpperCase()}`;
}

function childOf(
  account: SeedAccount,
  child: SeedAccount['children'][number],
  currency: string,
): AccountOrChild {
  const guid = guidFor('child', `${account.key}/${child.firstname}`);
  return {
    guid,
    firstname: child.firstname,
    lastname: child.lastname,
    userid: guidFor('account', account.key),
    otherinfo: child.otherinfo,
    currency,
    birthdate: `${child.birthdate}T00:00:00.000Z`,
    membercardid: null,
    memberid: memberIdFor(guid),
    subscription: null,
  };
}

function accountOf(seed: SeedAccount): StandInAccount {
  const guid = guidFor('account', seed.key);
  const user: User = {
    guid,
    username: seed.email,
    email: seed.email,
    emailconfirmed: seed.emailconfirmed,
    firstname: seed.firstname,
    lastname: seed.lastname,
    countrycode: seed.countrycode,
    phone: seed.phone,
    phoneconfirmed: seed.phone !== null,
    comment: null,
    culture: seed.culture,
    StreetAddress: seed.address?.StreetAddress ?? null,
    PostalCode: seed.address?.PostalCode ?? null,
    City: seed.address?.City ?? null,
    CoAddress: seed.address?.CoAddress ?? null,
    memberid: memberIdFor(guid),
    membercardid: seed.emailconfirmed ? `PC${guid.replace(/\D/g, '').slice(0, 10).padEnd(10, '0')}` : null,
    gdprallowinformation: seed.emailconfirmed,
    gdprallowsms: false,
    gdprallowpartnerinformation: false,
    gdprallowpartnersms: false,
    npsallowcommunication: true,
    preferredplaycenterid:
      seed.preferredPlayground === null ? null : playgroundGuid(seed.preferredPlayground),
    roles: [...seed.roles],
  };
  return {
    user,
    password: seed.password,
    lockedOut: seed.lockedOut === true,
    country: seed.country,
    children: seed.children.map((child) => childOf(seed, child, countryConfig[seed.country].currency)),
    activity: { ...seed.activity },
    registered: seed.registered,
  };
}

/** A one-time code and when it stops working (ms since the epoch). */
export interface IssuedCode {
  code: string;
  expiresAt: number;
}

/** How long a confirmation link works. */
export const confirmationCodeLifetimeMs = 24 * 60 * 60 * 1000;

/** How long a reset-password link works: a day, as ASP.NET Identity's reset tokens. */
export const resetCodeLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * How often send-confirmation mails one account: once a minute, as the real service limits it.
 * Sooner is answered 429 with Retry-After.
 */
export const confirmationRequestIntervalMs = 60 * 1000;

/** An e-mail the stand-ins "sent" (also written to the log), kept for tests to read. */
export interface SentMail {
  to: string;
  kind: 'confirmation' | 'reset-password';
  userId: string;
  code: string;
  /** The link in the mail, when the mail has one. */
  link: string | null;
  sentAt: string;
}

/** A code as an e-mail link would carry it: long, random, URL-safe. */
function newCode(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Everything the stand-ins know, in memory, fresh from the seed on every start. The identity
 * stand-in and the main API stand-in share one instance, like the real services share a user
 * database: an account registered at one can sign in at the other.
 */
export class StandInState {
  readonly countries: Country[];
  readonly accounts = new Map<string, StandInAccount>();
  readonly notices: SiteNotice[];
  readonly childClasses: ChildClass[];
  /** Places left per age group id; a group is fully booked when it has none. */
  readonly placesLeft: Map<string, number>;
  /** Days of single play centres that differ from the usual week, by playground guid. */
  readonly openingExceptions = new Map<string, OpeningExceptions>();
  /**
   * Days a test set while the stand-in runs (`PUT /__control/opening-hours/…`), by playground
   * guid; they come before everything else and go with `DELETE` or `reset-live-data`.
   */
  readonly openingOverrides = new Map<string, OpeningOverrides>();
  /**
   * The seeded version of every notice a test changed (`PUT /__control/notices/…`), by guid, so
   * `DELETE` and `reset-live-data` can put it back.
   */
  readonly seededNotices = new Map<string, SiteNotice>();
  readonly shop: {
    giftCards: GiftCardArticle[];
    passes: PassArticle[];
    serialTickets: SerialTicketArticle[];
    /** What each article's picture shows, by media guid (the media route draws it). */
    pictures: Map<string, ArticlePicture>;
  };
  /**
   * Latest e-mail confirmation code per user id with its expiry; older links stop working, as
   * in the real service, and a used code is removed.
   */
  readonly confirmationCodes = new Map<string, IssuedCode>();
  /** Latest reset-password code per user id with its expiry; used once, then removed. */
  readonly resetCodes = new Map<string, IssuedCode>();
  /** Every mail sent since the start, oldest first (`GET /__control/outbox`). */
  readonly outbox: SentMail[] = [];
  /** When send-confirmation last mailed each user id (epoch ms), for its rate limit. */
  readonly confirmationRequests = new Map<string, number>();
  /**
   * The password rules both services enforce and the main API states; changed for everyone by
   * `/__control/password-options` (main API).
   */
  passwordRules: PasswordOptions = { ...seededPasswordRules };
  readonly orders = new Map<string, StandInOrder>();
  readonly bookings = new Map<string, StandInBooking>();
  readonly deletedLocations = new Set<string>();
  #orderNumber = 100_000;

  /**
   * `now` anchors the seeded dates (notices, prices, passes): by default the start of today in
   * UTC, so stand-ins started for a build and those started later that day serve the same data,
   * as the real main API does; a prerendered page then matches its live answer.
   */
  constructor(now = new Date(new Date().setUTCHours(0, 0, 0, 0))) {
    this.countries = seedCountries();
    for (const seed of seedAccounts) {
      const account = accountOf(seed);
      this.accounts.set(account.user.guid, account);
    }
    this.notices = seedNotices(this.countries, now);
    this.childClasses = seedChildClasses(this.countries, now);
    this.placesLeft = seedPlacesLeft(this.countries, this.childClasses);
    this.shop = seedShop(this.countries, now);
    for (const code of countryCodes) {
      this.openingExceptions.set(
        playgroundGuid(featuredPlaygroundSlug(code)),
        featuredOpeningExceptions(code, now),
      );
    }
  }

  accountByEmail(email: string): StandInAccount | undefined {
    const wanted = email.trim().toLowerCase();
    return [...this.accounts.values()].find((account) => account.user.email?.toLowerCase() === wanted);
  }

  /** Every play centre of every country. */
  playgrounds(): Playground[] {
    return this.countries.flatMap((country) =>
      (country.regions ?? []).flatMap((region) => region.playgrounds ?? []),
    );
  }

  countryOfPlayground(playgroundId: string): Country | undefined {
    return this.countries.find((country) =>
      (country.regions ?? []).some((region) =>
        (region.playgrounds ?? []).some((p) => p.guid === playgroundId),
      ),
    );
  }

  /** The country code (as src/config names it) of a play centre. */
  countryCodeOfPlayground(playgroundId: string): CountryCode | undefined {
    return this.countryCode(this.countryOfPlayground(playgroundId)?.guid ?? '');
  }

  /** The country code (as src/config names it) of a country's guid. */
  countryCode(countryId: string): CountryCode | undefined {
    const country = this.countries.find((candidate) => candidate.guid === countryId);
    return countryCodes.find((code) => countryConfig[code].slug === country?.slug);
  }

  /** The order the payment page was handed this token for (a redeem order has none). */
  orderByPaymentToken(token: string): StandInOrder | undefined {
    if (token === '') return undefined;
    return [...this.orders.values()].find((order) => order.paymentToken === token);
  }

  /**
   * A new confirmation code for the user, valid for `validForMs` (a day, like ASP.NET
   * Identity's default token lifetime; zero or less gives an already expired code for tests);
   * the previous one stops working.
   */
  issueConfirmationCode(userId: string, validForMs = confirmationCodeLifetimeMs): string {
    const code = newCode();
    this.confirmationCodes.set(userId, { code, expiresAt: Date.now() + validForMs });
    return code;
  }

  /**
   * A new reset-password code for the user, valid for `validForMs` (zero or less gives an
   * already expired code for tests); the previous one stops working.
   */
  issueResetCode(userId: string, validForMs = resetCodeLifetimeMs): string {
    const code = newCode();
    this.resetCodes.set(userId, { code, expiresAt: Date.now() + validForMs });
    return code;
  }

  /** An order reference in the shape the payment pages show, e.g. `GC-2025-100001`. */
  nextOrderReference(prefix: string): string {
    this.#orderNumber += 1;
    return `${prefix}-${new Date().getUTCFullYear()}-${this.#orderNumber}`;
  }
}
