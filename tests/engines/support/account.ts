import { messages } from '../../../src/i18n/index.ts';
import type { Tab } from '../engine.ts';
import { clickButton, field, typeInto, until, type Place } from './pages.ts';

/** WebKit in Swedish on the Swedish site, Firefox in English on the German one. */
export const placeOf = (engine: string): Place =>
  engine === 'webkit' ? { country: 'se', language: 'sv' } : { country: 'de', language: 'en' };

const signInForm = 'form.sign-in-form';

/** What the page says of the session (`data-session` on `<html>`); run in the page. */
export const session = () => document.documentElement.getAttribute('data-session');

/**
 * On our sign-in page: the address (unless the page has it already) and Continue, until the
 * password is asked.
 */
export async function enterAddress(tab: Tab, place: Place, email: string): Promise<void> {
  const t = messages[place.language].signIn;
  await until(tab, 'sign-in form ready', true, () =>
    Boolean(document.querySelector('form[data-hold-submit][data-ready]')),
  );
  const address = await field(tab, signInForm, t.emailLabel);
  const typed = await tab.run(
    (selector: string) => document.querySelector<HTMLInputElement>(selector)!.value,
    address,
  );
  if (typed !== email) await tab.type(address, email);
  if (await tab.run(() => !document.querySelector('input[autocomplete="current-password"]'))) {
    await clickButton(tab, signInForm, t.continue);
  }
  await until(tab, 'password step', true, () =>
    Boolean(document.querySelector('input[autocomplete="current-password"]')),
  );
}

/** On our sign-in page: the address, Continue, the password, Sign in. */
export async function signIn(tab: Tab, place: Place, email: string, password: string): Promise<void> {
  const t = messages[place.language].signIn;
  await enterAddress(tab, place, email);
  await typeInto(tab, signInForm, t.passwordLabel, password);
  await clickButton(tab, signInForm, t.submit);
}
