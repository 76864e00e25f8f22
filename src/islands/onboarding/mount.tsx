import { createRoot } from 'react-dom/client';
import { accountSiteUrl } from '../../config/destinations.ts';
import { site } from '../../config/site.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import { ApiError } from '../../lib/errors/ApiError.ts';
import { log } from '../../lib/log/log.ts';
import { onboardingApi } from '../../lib/onboarding/api.ts';
import { localCalendarDay } from '../../lib/dates/calendarDay.ts';
import { createOnboarding } from '../../stores/onboarding.ts';
import { continueDestination } from '../../lib/returnState/continueDestination.ts';
import { returnStateFrom } from '../../lib/returnState/query.ts';
import { currentAccessToken } from '../../lib/session/storedUser.ts';
import Onboarding from './Onboarding.tsx';
import IslandBoundary from '../IslandBoundary.tsx';
import type { OnboardingConfig } from './texts.ts';

let mounted = false;

/** Renders onboarding into the page's `#onboarding-root` and loads the parent's status. */
export function mountOnboarding(): void {
  const root = document.getElementById('onboarding-root');
  const configText = document.getElementById('onboarding-config')?.textContent;
  if (mounted || !root || !configText) return;
  mounted = true;
  const config = JSON.parse(configText) as OnboardingConfig;
  const returnState = returnStateFrom(window.location.search);
  const onboarding = createOnboarding({
    api: onboardingApi(mainApiHttp(site.endpoints.mainApi, { accessToken: currentAccessToken })),
    returnState,
    defaultCallingCode: config.defaultCallingCode,
    // The account's details (e-mail address, preferred play centre: the spec's change-playground
    // goes there too), and the account's start page for anything else.
    accountSite: {
      edit: accountSiteUrl(site.endpoints, config.language, 'account/edit'),
      home: accountSiteUrl(site.endpoints, config.language, 'account'),
    },
    today: () => localCalendarDay(),
    // A refused input (400) is the parent's to fix, not an incident.
    report: (error) =>
      error instanceof ApiError && error.status === 400
        ? log.warn('onboarding', error)
        : log.error('onboarding', error),
  });
  const continueHref = continueDestination(returnState, site.endpoints, config.language, config.ownPaths);
  createRoot(root).render(
    <IslandBoundary onError={(error) => log.error('onboarding: the page failed', error)}>
      <Onboarding onboarding={onboarding} config={config} continueHref={continueHref} />
    </IslandBoundary>,
  );
  void onboarding.load();
}
