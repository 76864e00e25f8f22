import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { ErrorTranslationKey } from '../../lib/errors/translationKey.ts';

/**
 * The words every page with a form hands its island, translated at build time: its own texts,
 * and those its alert and fields share with every form (FormAlert.tsx, Field.tsx).
 */
export interface FormPageConfig<Texts> {
  texts: Texts;
  /** The spec's default error texts (errors.*, general.error-unknown), by key. */
  errors: Record<ErrorTranslationKey, string>;
  /** Our words for what the services say (i18n/serviceTexts.ts). */
  service: ServiceTexts;
}
