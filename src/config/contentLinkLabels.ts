import type { Language } from './languages.ts';
import type { LanguageLinks, SocialMediaLinks } from './contentLinkSchema.ts';

/**
 * What the browser editor calls each content link, in the language of the links it labels: a
 * Swedish marketer edits the Swedish links under Swedish names, and every country's English
 * links under English ones, in the words of docs/glossary.md. The one table of these words:
 * scripts/lib/editorConfig.ts reads it, and the type makes every language name every field.
 */
type LinkField = keyof LanguageLinks;

interface LanguageLabels {
  fields: Record<LinkField, string>;
  /** Help under every address field. */
  hint: string;
  /** The editor's message for an address that is not https (it prefixes the field's label). */
  notHttps: string;
  /** Added to the hint of a link the country's law wants (the imprint in Germany). */
  requiredByLaw: string;
}

/** Social networks are named alike in every language. */
export const socialMediaLabels: Record<keyof SocialMediaLinks, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

export const contentLinkLabels: Record<Language, LanguageLabels> = {
  sv: {
    fields: {
      terms: 'Allmänna villkor',
      imprint: 'Om företaget (vem som driver webbplatsen)',
      familyTerms: 'Villkor för familjemedlemskap',
      privacyPolicy: 'Integritetspolicy',
      careAndSafety: 'Trygghet och säkerhet',
      sportClassesMore: 'Läs mer: sportklasser',
      summerCampMore: 'Läs mer: sommarläger',
      winterCampMore: 'Läs mer: vinterläger',
      faq: 'Frågor och svar',
      familyMembership: 'Familjemedlemskap',
      groupBooking: 'Gruppbokning',
      bistro: 'Beställ mat (bistro)',
      socialMedia: 'Sociala medier',
    },
    hint: 'Hela adressen, som börjar med https://',
    notHttps: 'måste vara en hel adress som börjar med https://',
    requiredByLaw: 'Krävs enligt lag.',
  },
  nb: {
    fields: {
      terms: 'Vilkår',
      imprint: 'Om selskapet (hvem som driver nettstedet)',
      familyTerms: 'Vilkår for familiemedlemskap',
      privacyPolicy: 'Personvernerklæring',
      careAndSafety: 'Trygghet og sikkerhet',
      sportClassesMore: 'Les mer: sportsklasser',
      summerCampMore: 'Les mer: sommerleir',
      winterCampMore: 'Les mer: vinterleir',
      faq: 'Ofte stilte spørsmål',
      familyMembership: 'Familiemedlemskap',
      groupBooking: 'Gruppebestilling',
      bistro: 'Bestill mat (bistro)',
      socialMedia: 'Sosiale medier',
    },
    hint: 'Hele adressen, som begynner med https://',
    notHttps: 'må være en hel adresse som begynner med https://',
    requiredByLaw: 'Påkrevd ved lov.',
  },
  da: {
    fields: {
      terms: 'Handelsbetingelser',
      imprint: 'Om virksomheden (hvem der driver webstedet)',
      familyTerms: 'Vilkår for familiemedlemskab',
      privacyPolicy: 'Privatlivspolitik',
      careAndSafety: 'Tryghed og sikkerhed',
      sportClassesMore: 'Læs mere: sportshold',
      summerCampMore: 'Læs mere: sommerlejr',
      winterCampMore: 'Læs mere: vinterlejr',
      faq: 'Ofte stillede spørgsmål',
      familyMembership: 'Familiemedlemskab',
      groupBooking: 'Gruppebooking',
      bistro: 'Bestil mad (bistro)',
      socialMedia: 'Sociale medier',
    },
    hint: 'Hele adressen, der begynder med https://',
    notHttps: 'skal være en hel adresse, der begynder med https://',
    requiredByLaw: 'Påkrævet ved lov.',
  },
  fi: {
    fields: {
      terms: 'Käyttöehdot',
      imprint: 'Yritystiedot (kuka sivustoa ylläpitää)',
      familyTerms: 'Perhejäsenyyden ehdot',
      privacyPolicy: 'Tietosuojaseloste',
      careAndSafety: 'Turvallisuus',
      sportClassesMore: 'Lue lisää: urheiluryhmät',
      summerCampMore: 'Lue lisää: kesäleiri',
      winterCampMore: 'Lue lisää: talvileiri',
      faq: 'Usein kysytyt kysymykset',
      familyMembership: 'Perhejäsenyys',
      groupBooking: 'Ryhmävaraus',
      bistro: 'Tilaa ruokaa (bistro)',
      socialMedia: 'Sosiaalinen media',
    },
    hint: 'Koko osoite, joka alkaa https://',
    notHttps: 'on oltava koko osoite, joka alkaa https://',
    requiredByLaw: 'Laki vaatii.',
  },
  de: {
    fields: {
      terms: 'AGB (Allgemeine Geschäftsbedingungen)',
      imprint: 'Impressum',
      familyTerms: 'Bedingungen der Familienmitgliedschaft',
      privacyPolicy: 'Datenschutzerklärung',
      careAndSafety: 'Betreuung und Sicherheit',
      sportClassesMore: 'Mehr erfahren: Sportkurse',
      summerCampMore: 'Mehr erfahren: Sommercamp',
      winterCampMore: 'Mehr erfahren: Wintercamp',
      faq: 'Häufige Fragen',
      familyMembership: 'Familienmitgliedschaft',
      groupBooking: 'Gruppenbuchung',
      bistro: 'Essen bestellen (Bistro)',
      socialMedia: 'Soziale Medien',
    },
    hint: 'Die vollständige Adresse, beginnend mit https://',
    notHttps: 'muss eine vollständige Adresse sein, die mit https:// beginnt',
    requiredByLaw: 'Gesetzlich vorgeschrieben.',
  },
  en: {
    fields: {
      terms: 'Terms and conditions',
      imprint: 'Imprint (who runs the site)',
      familyTerms: 'Family membership terms',
      privacyPolicy: 'Privacy policy',
      careAndSafety: 'Care and safety',
      sportClassesMore: 'Read more: sport classes',
      summerCampMore: 'Read more: summer camp',
      winterCampMore: 'Read more: winter camp',
      faq: 'Frequently asked questions',
      familyMembership: 'Family membership',
      groupBooking: 'Group booking',
      bistro: 'Order food (bistro)',
      socialMedia: 'Social media',
    },
    hint: 'The complete address, starting with https://',
    notHttps: 'must be a complete address starting with https://',
    requiredByLaw: 'Required by law.',
  },
};
