import { languageCodes, type Language } from './languages.ts';

/** The kinds of article the shop sells (spec §3): each has its own calls but is sold alike. */
export const shopKinds = ['gift-card', 'pass', 'serial-ticket'] as const;
export type ShopKind = (typeof shopKinds)[number];

/** The kinds a parent can also redeem (a pass or serial ticket someone paid for): not gift cards. */
export const redeemableKinds = ['pass', 'serial-ticket'] as const satisfies readonly ShopKind[];
export type RedeemableKind = (typeof redeemableKinds)[number];

/**
 * Each kind's path segment per language (the glossary's word for it). The English one is the
 * kind's canonical name; no slug names two kinds in any language.
 */
export const shopKindSlugs: Record<ShopKind, Record<Language, string>> = {
  'gift-card': {
    sv: 'presentkort',
    en: 'gift-card',
    da: 'gavekort',
    nb: 'gavekort',
    fi: 'lahjakortti',
    de: 'gutschein',
  },
  pass: {
    sv: 'periodkort',
    en: 'pass',
    da: 'periodekort',
    nb: 'periodekort',
    fi: 'kausikortti',
    de: 'dauerkarte',
  },
  'serial-ticket': {
    sv: 'klippkort',
    en: 'serial-ticket',
    da: 'klippekort',
    nb: 'klippekort',
    fi: 'sarjakortti',
    de: 'mehrfachkarte',
  },
};

/**
 * The kind a path segment names, in any language: a link carried from one language's page to
 * another's (the footer's language switch without scripts) keeps the segment it had.
 */
export function shopKindOfSlug(slug: string): ShopKind | undefined {
  return shopKinds.find((kind) => languageCodes.some((language) => shopKindSlugs[kind][language] === slug));
}

export function isRedeemableKind(kind: ShopKind): kind is RedeemableKind {
  return (redeemableKinds as readonly ShopKind[]).includes(kind);
}
