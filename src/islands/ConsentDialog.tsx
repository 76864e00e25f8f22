import { useStore } from './useStore.ts';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { acceptAll, necessaryOnly, type ConsentChoice } from '../lib/shell/consent.ts';
import { appStorage } from '../lib/storage/appStorage.ts';
import { $consent, $consentDialog, saveConsent } from '../stores/consent.ts';

interface Props {
  labels: {
    title: string;
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
 * renders the choice. "Necessary only" looks exactly like "Accept all": saying no is as
 * easy as saying yes.
 */
export default function ConsentDialog({ labels, privacyPolicyHref }: Props) {
  const state = useStore($consentDialog);
  const [draft, setDraft] = useState<ConsentChoice>(necessaryOnly);
  const details = useRef<HTMLDetailsElement>(null);

  // Reopened to change a choice: start from the stored one, with the categories shown.
  useEffect(() => {
    if (state !== 'settings') return;
    setDraft($consent.get() ?? necessaryOnly);
    if (details.current) details.current.open = true;
  }, [state]);

  const save = (choice: ConsentChoice) => saveConsent(choice, appStorage());
  const toggle = (category: keyof ConsentChoice) => (event: ChangeEvent<HTMLInputElement>) => {
    const checked = event.target.checked;
    setDraft((choice) => ({ ...choice, [category]: checked }));
  };

  return (
    <dialog
      id="consent"
      className="consent"
      open
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
    >
      <h2 id="consent-title" className="consent__title">
        {labels.title}
      </h2>
      <p id="consent-text" className="consent__text">
        {labels.text} <a href={privacyPolicyHref}>{labels.privacyPolicy}</a>
      </p>
      <details ref={details} className="consent__details">
        <summary>{labels.choose}</summary>
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
        <button type="button" className="button" onClick={() => save(draft)}>
          {labels.save}
        </button>
      </details>
      <div className="consent__actions">
        <button type="button" className="button" onClick={() => save(necessaryOnly)}>
          {labels.necessaryOnly}
        </button>
        <button type="button" className="button" onClick={() => save(acceptAll)}>
          {labels.acceptAll}
        </button>
      </div>
    </dialog>
  );
}
