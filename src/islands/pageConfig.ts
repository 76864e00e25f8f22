import type { BookingPageConfig, ConfirmationConfig } from './childClassBooking/config.ts';
import type { ResendTexts } from './emailConfirmationResend.ts';
import type { NotFoundTexts } from './NotFoundView.tsx';
import type { OnboardingConfig } from './onboarding/texts.ts';
import type { OrderPageConfig, ShopPageConfig } from './shop/config.ts';

/** What the e-mail-confirmation page hands its script. */
export interface EmailConfirmationConfig {
  /**
   * "Send me a new link", for a used, expired or broken link. (The outcomes' notices are in the
   * page's markup, for its first script, which reads no configuration.)
   */
  resend: ResendTexts;
}

/** What the check-your-inbox page's "send the e-mail again" needs. */
export interface SignInInboxConfig {
  /** BCP 47 locale of the mail, e.g. `sv-SE`. */
  locale: string;
  /** What the button and its status line may say, by key. */
  texts: Record<string, string>;
}

/** What a play centre's page needs to name its document once the play centre is known. */
export interface PlaygroundDocumentTexts {
  brand: string;
  titleOf: string;
  descriptionOf: string;
  notFoundTitle: string;
}

/**
 * What each page hands its script, by page: the build writes it (components/PageConfig.astro)
 * and the page's script reads it (`pageConfig`), both typed by this one table.
 */
export interface PageConfigs {
  booking: BookingPageConfig;
  bookingConfirmation: ConfirmationConfig;
  emailConfirmation: EmailConfirmationConfig;
  onboarding: OnboardingConfig;
  playground: PlaygroundDocumentTexts;
  shopArticle: ShopPageConfig;
  shopOrder: { config: OrderPageConfig; notFound: NotFoundTexts };
  signInInbox: SignInInboxConfig;
}

/** A page that hands its script a configuration. */
export type ConfiguredPage = keyof PageConfigs;

/** The one id of the configuration's data block, the same on every page. */
export const pageConfigId = 'page-config';

/**
 * The configuration the build wrote into this page for its script; null on a page that wrote
 * none, or another page's (`data-page` names whose it is). Each page's script asks once, when
 * it starts. No React and nothing else is imported here, so a page script without React reads
 * its configuration too.
 */
export function pageConfig<Page extends ConfiguredPage>(page: Page): PageConfigs[Page] | null {
  const element = document.getElementById(pageConfigId);
  return element?.dataset['page'] === page
    ? (JSON.parse(element.textContent ?? 'null') as PageConfigs[Page])
    : null;
}
