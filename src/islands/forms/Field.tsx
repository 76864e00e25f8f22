import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  hint?: string | undefined;
  /** The words of the field's problem, shown under it and read with it; none when fine. */
  error: string | undefined;
  /** The class of the field's wrapper; `{block}--invalid`, `{block}__hint`, `{block}__error` follow. */
  block: string;
  /** The control, given `id`, `name`, `aria-invalid` and `aria-describedby`. */
  children: (props: ControlProps) => ReactNode;
}

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A labelled form field with its hint and its problem, tied to the control for screen readers. */
export default function Field({ id, label, hint, error, block, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? `${block} ${block}--invalid` : block}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={`${block}__hint`}>
          {hint}
        </p>
      )}
      {children({ id, name: id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className={`${block}__error`}>
          {error}
        </p>
      )}
    </div>
  );
}
