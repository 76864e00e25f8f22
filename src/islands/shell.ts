import { startConsent } from './behaviours/consentMode.ts';
import { startDialogs } from './behaviours/dialogs.ts';
import { startDisplayFont } from './behaviours/displayFont.ts';
import { startGlobalErrors } from './behaviours/globalErrors.ts';
import { wakeIslands, whenSignedIn } from './behaviours/islands.ts';
import { startLanguageLinks } from './behaviours/languageLinks.ts';
import { startLoader } from './behaviours/loader.ts';
import { startMessages } from './behaviours/messages.ts';
import { startMenuButton } from './behaviours/menuButton.ts';
import { startNavigationWatch } from './behaviours/navigationWatch.ts';
import { startSessionAttribute } from './behaviours/sessionAttribute.ts';
import { announceShellReady } from './behaviours/shellReady.ts';
import { startSignInLinks } from './behaviours/signInLinks.ts';
import { startSignInSession } from './behaviours/signInSession.ts';
import { startTopBar } from './behaviours/topBar.ts';

/**
 * The shell's behaviour on static markup (messages, dialogs, menu, loader, top bar,
 * `data-when` elements, language and sign-in links) and the waking of the shell's React
 * islands, loaded on every page as one small module script, without React. Everything here
 * talks to stores, which the React islands share, so it all works before any island has
 * hydrated. Messages and global errors first: anything below that throws is then still
 * reported; consent before dialogs, so a stored choice never flashes the dialog. Last, the
 * head's first-tap script hears that the buttons are bound and replays any tap it held on them.
 */
startMessages();
startGlobalErrors();
startConsent();
startDialogs();
startSessionAttribute();
startSignInSession();
startMenuButton();
startNavigationWatch();
startLoader();
startTopBar();
startDisplayFont();
startLanguageLinks();
wakeIslands({
  ConsentDialog: () => import('./ConsentDialog.tsx'),
  RecentlyVisited: () => import('./RecentlyVisited.tsx'),
});
// The account corners' words and buttons: code for signed-in parents only.
whenSignedIn(
  () => void import('./behaviours/accountCorners.ts').then((corners) => corners.startAccountCorners()),
);
startSignInLinks();
announceShellReady();
