import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../src/config/languages.ts';
import { errorTexts } from '../../../src/i18n/errorTexts.ts';
import { messages } from '../../../src/i18n/index.ts';
import { serviceTexts } from '../../../src/i18n/serviceTexts.ts';
import FormAlert, { type FormAlertTexts } from '../../../src/islands/forms/FormAlert.tsx';
import type { FormNotice } from '../../../src/lib/forms/failedCall.ts';

/** A text as React writes it into markup. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

const rateLimited: FormNotice = { kind: 'rateLimited', until: undefined };

/** What a form's alert says for a 429 the service named no time for. */
function saysFor(texts: FormAlertTexts, language: (typeof languageCodes)[number]) {
  return renderToStaticMarkup(
    createElement(FormAlert, {
      notice: rateLimited,
      texts,
      errors: errorTexts(language),
      service: serviceTexts(language),
      locale: language,
      id: 'form-alert',
      className: 'alert',
    }),
  );
}

describe('a 429 on the forms that once had no words for it', () => {
  it.each(languageCodes)('should be said in %s by booking and onboarding in their own words', (language) => {
    const { childClassBooking, onboarding, general } = messages[language];
    for (const texts of [childClassBooking, onboarding]) {
      const html = saysFor(texts, language);
      expect(html).toContain(escaped(texts.wait.rateLimitedNoTime));
      expect(html).not.toContain(escaped(general['error-unknown']));
      expect(html).toContain('id="form-alert"');
    }
  });
});
