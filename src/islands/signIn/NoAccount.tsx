import { useEffect, useRef } from 'react';
import { around, type SignInTexts } from './texts.ts';

interface Props {
  email: string;
  texts: Pick<SignInTexts, 'signup'>;
  onOtherEmail: () => void;
}

/**
 * The e-mail step's Signup branch: no account has this address. Registration is not a page
 * of this product yet; when it is, this branch becomes a link to it carrying `email`, and
 * nothing else on the sign-in page changes.
 */
export default function NoAccount({ email, texts, onOtherEmail }: Props) {
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
      <button type="button" className="button button--primary" onClick={onOtherEmail}>
        {texts.signup.otherEmail}
      </button>
    </section>
  );
}
