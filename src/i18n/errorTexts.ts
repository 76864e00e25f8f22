import type { TFunction } from 'i18next';
import type { ErrorTranslationKey } from '../lib/errors/translationKey.ts';

/**
 * The spec's default error texts (errors.*, general.error-unknown) of a language, by key, for
 * the page's scripts and islands (which carry no translation engine).
 */
export function errorTexts(t: TFunction): Record<ErrorTranslationKey, string> {
  return {
    'errors.network': t('errors.network'),
    'errors.request': t('errors.request'),
    'errors.permission': t('errors.permission'),
    'errors.notFound': t('errors.notFound'),
    'errors.server': t('errors.server'),
    'general.error-unknown': t('general.error-unknown'),
  };
}
