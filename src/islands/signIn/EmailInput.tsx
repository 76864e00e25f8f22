import { forwardRef } from 'react';
import type { ControlProps } from '../forms/Field.tsx';

/**
 * The e-mail field of every sign-in form: `autocomplete="username"`, so password managers
 * pair it with the password (on the password step and the reset form too), an e-mail keyboard
 * on phones, and no capital letter or spelling fix forced onto an address. Uncontrolled, like
 * the password: the form is read on submit.
 */
const EmailInput = forwardRef<HTMLInputElement, ControlProps & { defaultValue: string }>(
  function EmailInput(props, ref) {
    return (
      <input
        {...props}
        ref={ref}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
      />
    );
  },
);

export default EmailInput;
