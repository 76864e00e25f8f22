import type { Language } from '../config/languages.ts';
import type { ErrorTranslationKey } from '../lib/errors/translationKey.ts';
import { translator } from './index.ts';

/** The spec's default error texts (errors.*, general.error-unknown) of a language, by key, for islands. */
export function errorTexts(language: Language): Record<ErrorTranslationKey, string> {
  const t = translator(language);
  return {
    'errors.network': t('errors.network'),
    'errors.request': t('errors.request'),
    'errors.permission': t('errors.permission'),
    'errors.notFound': t('errors.notFound'),
    'errors.server': t('errors.server'),
    'general.error-unknown': t('general.error-unknown'),
  };
}
