import { storedKeys } from '../../config/storage.ts';
import { site } from '../../config/site.ts';
import { CountryClient } from '../../lib/api/countryClient.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import type { ReturnState } from '../../lib/returnState/query.ts';
import { UserClient } from '../../lib/api/userClient.ts';
import { createApiCaches } from '../../lib/cache/apiCaches.ts';
import { log } from '../../lib/log/log.ts';
import { playgroundGroups, playgroundHint } from '../../lib/register/playgrounds.ts';
import { draftStoreIn } from '../../lib/forms/formState.ts';
import { createRegister, type Register } from '../../stores/register.ts';
import type { SignInFlow } from '../../lib/signIn/flow.ts';
import { tabStorage } from '../../lib/storage/appStorage.ts';
import { dropFromAddress, handedEmail, identityClient, pageFlow, startOidcSignIn } from '../signIn/wiring.ts';
import type { RegisterPageConfig } from './texts.ts';

/** Onboarding of this language with the return state (intent Register, origin, continuePath). */
export function onboardingAddress(path: string, state: ReturnState): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(state)) if (value) query.set(name, value);
  return `${path}?${query}`;
}

/** The registration of this page, wired to the two services, the draft and the navigation. */
export function createForPage(config: RegisterPageConfig): { register: Register; flow: SignInFlow } {
  const flow = pageFlow();
  // From outside (another site's link), or typed on our sign-in page in this tab.
  const emailInAddress = new URLSearchParams(window.location.search).get('email') || handedEmail();
  // Read once: a reload brings the address back from the draft, and the bar keeps no e-mail.
  dropFromAddress('email');
  const identity = identityClient();
  const main = mainApiHttp(site.endpoints.mainApi);
  const caches = createApiCaches();
  const users = new UserClient(main, caches);
  const countries = new CountryClient(main, caches);
  const register = createRegister({
    api: {
      passwordRules: () => users.passwordOptions(),
      playgrounds: async () =>
        playgroundGroups(await countries.list(true), site.country.slug, config.language),
      status: (email) => identity.status(email),
      register: (registration) => users.register(registration),
      sendConfirmation: (request) => identity.sendEmailConfirmation(request),
      login: (credentials) => identity.login(credentials),
    },
    navigation: {
      goTo: (url) => window.location.assign(url),
      // Signed in at the identity service: the sign-in page's own way on, the OIDC sign-in,
      // comes back to onboarding. Should it not start, onboarding picks the session up itself.
      toOnboarding: (state) => {
        const address = onboardingAddress(config.paths.onboarding, state);
        const returnState = {
          intent: 'Register' as const,
          origin: state.origin ?? 'None',
          continuePath: address,
        };
        startOidcSignIn(returnState).catch((error: unknown) => {
          log.warn('register: the sign-in redirect could not start', error);
          window.location.assign(address);
        });
      },
    },
    drafts: draftStoreIn(tabStorage(), storedKeys.registrationDraft),
    flow,
    emailInAddress,
    playgroundHint: playgroundHint(
      window.location.search,
      config.paths.playgroundFolders,
      site.endpoints.host,
    ),
    defaultCallingCode: config.defaultCallingCode,
    locale: config.locale,
    registrationSource: config.registrationSource,
    report: (error) => log.warn('register', error),
  });
  return { register, flow };
}
