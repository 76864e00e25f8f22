import { useStore } from './useStore.ts';
import { useEffect, useState, type ChangeEvent } from 'react';
import { acceptAll, necessaryOnly, type ConsentChoice } from '../lib/shell/consent.ts';
import { appStorage } from '../lib/storage/appStorage.ts';
import { $consent, $consentDialog, openConsentSettings, saveConsent } from '../stores/consent.ts';

interface Props {
  labels: {
    title: string;
    bannerText: string;
    text: string;
    privacyPolicy: string;
    choose: string;
    necessary: string;
    necessaryText: string;
    statistics: string;
    statisticsText: string;
    marketing: string;
    marketingText: string;
    acceptAll: string;
    necessaryOnly: string;
    save: string;
  };
  privacyPolicyHref: string;
}

/**
 * Our own cookie consent (spec §6; reopened from the sidebar). The prerendered page holds
 * the dialog open, so a first visit sees it at first paint without waiting for JavaScript;
 * islands/behaviours/dialogs.ts opens and closes it from `$consentDialog`. This island
 * renders the choice, in two shapes:
 *
 * - the first-visit panel (`banner`, non-modal): a short bar at the foot of the screen, never
 *   more than a quarter or so of a phone's height, so a page's main button stays in sight
 *   above it (the page also gets room below for the panel's height). Two equal choices, and
 *   under them the privacy policy and the way to the settings;
 * - the settings (`settings`, modal, from the panel or the menu): what each kind of cookie
 *   does and who receives it, each to tick, and the same two choices.
 *
 * "Necessary only" looks exactly like "Accept all" in both: saying no is as easy as saying yes.
 */
export default function ConsentDialog({ labels, privacyPolicyHref }: Props) {
  const state = useStore($consentDialog);
  const [draft, setDraft] = useState<ConsentChoice>(necessaryOnly);

  // Opened to choose: start from the stored choice, or from nothing allowed.
  useEffect(() => {
    if (state === 'settings') setDraft($consent.get() ?? necessaryOnly);
  }, [state]);

  const settings = state === 'settings';
  const save = (choice: ConsentChoice) => saveConsent(choice, appStorage());
  const toggle = (category: keyof ConsentChoice) => (event: ChangeEvent<HTMLInputElement>) => {
    const checked = event.target.checked;
    setDraft((choice) => ({ ...choice, [category]: checked }));
  };

  return (
    <dialog
      id="consent"
      className={settings ? 'consent consent--settings' : 'consent'}
      open
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      // When its words need more than its height (text spacing, zoom) the panel scrolls as a
      // whole; in the tab order, arrow keys scroll it in every engine (WCAG 1.4.10, 2.1.1).
      tabIndex={0}
    >
      <div className="consent__body">
        <h2 id="consent-title" className="consent__title">
          {labels.title}
        </h2>
        <p id="consent-text" className="consent__text">
          {settings ? (
            <>
              {labels.text} <a href={privacyPolicyHref}>{labels.privacyPolicy}</a>
            </>
          ) : (
            labels.bannerText
          )}
        </p>
        {settings && (
          <ul className="consent__categories">
            <li>
              <label>
                <input type="checkbox" checked disabled />
                <span>
                  <strong>{labels.necessary}</strong> {labels.necessaryText}
                </span>
              </label>
            </li>
            {(['statistics', 'marketing'] as const).map((category) => (
              <li key={category}>
                <label>
                  <input
                    type="checkbox"
                    name={category}
                    checked={draft[category]}
                    onChange={toggle(category)}
                  />
                  <span>
                    <strong>{labels[category]}</strong> {labels[`${category}Text`]}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="consent__actions">
        {settings && (
          <button type="button" className="button consent__save" onClick={() => save(draft)}>
            {labels.save}
          </button>
        )}
        <button type="button" className="button" onClick={() => save(necessaryOnly)}>
          {labels.necessaryOnly}
        </button>
        <button type="button" className="button" onClick={() => save(acceptAll)}>
          {labels.acceptAll}
        </button>
      </div>
      {!settings && (
        <p className="consent__more">
          <a className="consent__more-link" href={privacyPolicyHref}>
            {labels.privacyPolicy}
          </a>
          <button type="button" className="consent__more-link" onClick={openConsentSettings}>
            {labels.choose}
          </button>
        </p>
      )}
    </dialog>
  );
}
