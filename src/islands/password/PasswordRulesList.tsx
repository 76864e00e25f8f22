import { useEffect, useMemo, useRef, useState } from 'react';
import type { Messages } from '../../i18n/index.ts';
import type { PasswordRules } from '../../lib/api/types/user.ts';
import {
  changedPasswordRules,
  passwordRuleChecks,
  type PasswordRuleCheck,
} from '../../lib/password/passwordRules.ts';
import { fill } from '../../i18n/fill.ts';

/**
 * The checklist's texts (src/i18n/messages/passwordRules/): each rule in words with
 * `{{number}}` for its count, and why `Ö` or `é` tick no letter rule (the server counts only
 * a–z and A–Z as letters).
 */
export type PasswordRulesTexts = Messages['passwordRules'];

interface Props {
  /** Referenced by the password field's `aria-describedby`, so the rules are read with it. */
  id: string;
  rules: PasswordRules | null;
  /** `failed`: the rules could not be loaded; the server will say what is missing. */
  status: 'loading' | 'ready' | 'failed';
  password: string;
  texts: PasswordRulesTexts;
}

/**
 * How long typing must pause before a change is announced: a screen reader hears "a digit:
 * done" once the parent stops, not a word per key.
 */
export const announceAfterMs = 700;

const ruleText = (check: PasswordRuleCheck, texts: PasswordRulesTexts) =>
  fill(texts.rules[check.id], { number: check.count });

// A letter beyond ASCII (Å, Ö, Ø, é, ß …): the server counts it as neither case.
const nonAsciiLetter = /(?![a-zA-Z])\p{L}/u;

/**
 * The server's password rules under the password field, each ticked as the typed password
 * meets it (lib/password/passwordRules.ts, the server's own checks). The list itself is not
 * live; a separate polite region says what changed once typing pauses.
 */
export default function PasswordRulesList({ id, rules, status, password, texts }: Props) {
  const checks = useMemo(() => passwordRuleChecks(rules, password), [rules, password]);
  const announcement = useRuleAnnouncement(checks, texts);
  const caseMissing = checks.some(
    (check) => (check.id === 'uppercase' || check.id === 'lowercase') && !check.met,
  );
  if (status === 'failed') {
    return (
      <p id={id} className="password-rules__unavailable">
        {texts.unavailable}
      </p>
    );
  }
  return (
    <div id={id} className="password-rules" data-status={status}>
      {checks.length > 0 && (
        <>
          <p className="password-rules__heading">{texts.heading}</p>
          <ul className="password-rules__list">
            {checks.map((check) => (
              <li key={check.id} data-rule={check.id} data-met={check.met ? '' : undefined}>
                <span>
                  {ruleText(check, texts)}
                  <span className="visually-hidden">{` (${check.met ? texts.met : texts.notMet})`}</span>
                </span>
              </li>
            ))}
          </ul>
          {caseMissing && nonAsciiLetter.test(password) && (
            <p className="password-rules__note">{texts.accentNote}</p>
          )}
        </>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="password-rules-live">
        {announcement}
      </p>
    </div>
  );
}

/**
 * What the polite region says: the rules whose state changed since it last spoke, once typing
 * has paused for `announceAfterMs`; "every rule met" when that is the news. Nothing while the
 * rules arrive: the list is read with the field.
 */
function useRuleAnnouncement(checks: PasswordRuleCheck[], texts: PasswordRulesTexts): string {
  const [announcement, setAnnouncement] = useState('');
  const spoken = useRef<PasswordRuleCheck[] | null>(null);
  useEffect(() => {
    if (checks.length === 0) return;
    if (spoken.current === null) {
      spoken.current = checks;
      return;
    }
    const timer = setTimeout(() => {
      const changed = changedPasswordRules(spoken.current ?? [], checks);
      spoken.current = checks;
      if (changed.length === 0) return;
      setAnnouncement(
        checks.every((check) => check.met)
          ? texts.allMet
          : changed
              .map((check) => `${ruleText(check, texts)}: ${check.met ? texts.met : texts.notMet}`)
              .join('. '),
      );
    }, announceAfterMs);
    return () => clearTimeout(timer);
  }, [checks]);
  return announcement;
}
