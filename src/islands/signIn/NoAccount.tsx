import { useEffect, useRef } from 'react';
import { type SignInTexts } from './texts.ts';
import { around } from '../../i18n/fill.ts';

interface Props {
  email: string;
  texts: Pick<SignInTexts, 'signup'>;
  /** The registration page for this address, carrying the return state. */
  registerHref: string;
  onOtherEmail: () => void;
}

/**
 * The e-mail step's Signup branch: no account has this address. The way on is registration
 * with the address filled in (never typed twice); a mistyped address can be corrected instead.
 */
export default function NoAccount({ email, texts, registerHref, onOtherEmail }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [before, after] = around(texts.signup.text, 'email');
  return (
    <section className="sign-in-no-account" aria-labelledby="sign-in-no-account">
      <h2 id="sign-in-no-account" ref={heading} tabIndex={-1}>
        {texts.signup.heading}
      </h2>
      <p>
        {before}
        <strong className="sign-in-address">{email}</strong>
        {after}
      </p>
      <p className="sign-in-actions">
        <a className="button button--primary" href={registerHref}>
          {texts.signup.createAccount}
        </a>
        <button type="button" className="button" onClick={onOtherEmail}>
          {texts.signup.otherEmail}
        </button>
      </p>
    </section>
  );
}
