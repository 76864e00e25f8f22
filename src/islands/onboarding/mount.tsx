import { accountSiteUrl } from '../../config/destinations.ts';
import { site } from '../../config/site.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import { onboardingApi } from '../../lib/onboarding/api.ts';
import { localCalendarDay } from '../../lib/dates/calendarDay.ts';
import { createOnboarding } from '../../stores/onboarding.ts';
import { continueDestination } from '../../lib/returnState/continueDestination.ts';
import { returnStateFrom } from '../../lib/returnState/query.ts';
import { currentAccessToken } from '../../lib/session/storedUser.ts';
import Onboarding from './Onboarding.tsx';
import { mountPage } from '../mountPage.tsx';

let mounted = false;

/** Renders onboarding into the page's `#onboarding-root` and loads the parent's status. */
export function mountOnboarding(): void {
  if (mounted) return;
  const page = mountPage('onboarding', {
    root: 'onboarding-root',
    area: 'onboarding',
    failed: 'onboarding: the page failed',
  });
  if (!page) return;
  mounted = true;
  const { config } = page;
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
    report: page.report,
  });
  const continueHref = continueDestination(returnState, site.endpoints, config.language, config.ownPaths);
  page.render(<Onboarding onboarding={onboarding} config={config} continueHref={continueHref} />);
  void onboarding.load();
}
