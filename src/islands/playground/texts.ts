import type en from '../../i18n/messages/playground/en.json';

/** The play centre's texts of the page's language (src/i18n/messages/playground/). */
export type PlaygroundTexts = typeof en;
