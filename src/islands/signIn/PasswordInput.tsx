import { useState } from 'react';
import type { ControlProps } from '../forms/Field.tsx';

interface Props extends ControlProps {
  name: string;
  autoComplete: 'current-password' | 'new-password';
  /** The toggle's accessible name; `aria-pressed` says whether the password is shown. */
  showLabel: string;
}

/**
 * A password field with a show-password toggle. Uncontrolled: what a password manager fills
 * in or a parent pastes (before the page is ready too) is read from the form on submit, never
 * lost to a state that did not see it. Showing turns the field into plain text in place, so
 * the value, the caret and `autocomplete` stay.
 */
export default function PasswordInput({ name, autoComplete, showLabel, ...control }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input
        {...control}
        name={name}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-pressed={shown}
        aria-controls={control.id}
        aria-label={showLabel}
        onClick={() => setShown((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
          {shown && <path d="M3.3 2 2 3.3 20.7 22l1.3-1.3z" />}
        </svg>
      </button>
    </div>
  );
}
