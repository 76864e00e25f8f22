import { createRoot } from 'react-dom/client';
import { callingCodes } from '../../config/callingCodes.ts';
import { canonicalPagePath, pagePath } from '../../config/routes.ts';
import { site } from '../../config/site.ts';
import { isLanguage } from '../../config/languages.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import { UserClient } from '../../lib/api/userClient.ts';
import { UserGatheringClient } from '../../lib/api/userGatheringClient.ts';
import { createApiCaches } from '../../lib/cache/apiCaches.ts';
import { ApiError } from '../../lib/errors/ApiError.ts';
import { log } from '../../lib/log/log.ts';
import { onboardingApi } from '../../lib/onboarding/api.ts';
import { localDay } from '../../lib/onboarding/forms.ts';
import { createOnboarding } from '../../lib/onboarding/store.ts';
import { continueDestination } from '../../lib/returnState/continueDestination.ts';
import { returnStateFrom } from '../../lib/returnState/query.ts';
import { currentAccessToken } from '../../lib/session/userManager.ts';
import Onboarding from './Onboarding.tsx';
import type { OnboardingConfig } from './texts.ts';

let mounted = false;

/** Renders onboarding into the page's `#onboarding-root` and loads the parent's status. */
export function mountOnboarding(): void {
  const root = document.getElementById('onboarding-root');
  const configText = document.getElementById('onboarding-config')?.textContent;
  if (mounted || !root || !configText) return;
  mounted = true;
  const config = JSON.parse(configText) as OnboardingConfig;
  const language = isLanguage(config.language) ? config.language : site.country.languages[0];
  const returnState = returnStateFrom(window.location.search);
  const main = mainApiHttp(site.endpoints.mainApi, { accessToken: currentAccessToken });
  const clients = {
    users: new UserClient(main, createApiCaches()),
    userGathering: new UserGatheringClient(main),
  };
  const onboarding = createOnboarding({
    api: onboardingApi(clients),
    returnState,
    defaultCallingCode: config.defaultCallingCode || callingCodes[site.country.code],
    today: () => localDay(new Date()),
    // A refused input (400) is the parent's to fix, not an incident.
    report: (error) =>
      error instanceof ApiError && error.status === 400
        ? log.warn('onboarding', error)
        : log.error('onboarding', error),
  });
  // Onboarding itself is never a place to continue to: that would loop.
  const ownPaths = site.country.languages.flatMap((lang) => [
    pagePath('onboarding', lang),
    canonicalPagePath('onboarding', lang),
  ]);
  const continueHref = continueDestination(returnState, site.endpoints, language, ownPaths);
  createRoot(root).render(<Onboarding onboarding={onboarding} config={config} continueHref={continueHref} />);
  void onboarding.load();
}
