import type { ReactNode } from 'react';
import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { FieldProblem } from '../../lib/signIn/forms.ts';
import AnyField, { type ControlProps } from '../forms/Field.tsx';
import { problemText, type SignInTexts } from './texts.ts';

interface Props {
  id: string;
  label: string;
  problem: FieldProblem | undefined;
  texts: Pick<SignInTexts, 'problems'>;
  /** Our words for what the services say, for a problem the server found. */
  service: ServiceTexts;
  /** Another element that describes the control (the password rules in `after`). */
  describedBy?: string | undefined;
  /** Marked invalid by what `describedBy` says, without a problem of its own. */
  invalid?: boolean | undefined;
  after?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** A sign-in form field: the shared field with the sign-in pages' problem texts. */
export default function Field({ problem, texts, service, ...field }: Props) {
  return <AnyField {...field} problem={problem && problemText(problem, texts, service)} />;
}
