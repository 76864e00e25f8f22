import type { ReactNode } from 'react';
import { fieldProblemText } from '../../lib/forms/fieldProblems.ts';
import type { FieldProblem } from '../../lib/onboarding/forms.ts';
import AnyField, { type ControlProps } from '../forms/Field.tsx';
import { text, type OnboardingTexts } from './texts.ts';

interface Props {
  id: string;
  label: string;
  hint?: string | undefined;
  problem: FieldProblem | undefined;
  texts: OnboardingTexts;
  children: (props: ControlProps) => ReactNode;
}

/** The words of a problem: our translated check, or the server's own messages for the field. */
export function problemText(problem: FieldProblem, texts: OnboardingTexts): string {
  return fieldProblemText(problem, (key) => text(texts, key));
}

/** An onboarding form field: the shared field with onboarding's problem texts. */
export default function Field({ problem, texts, ...field }: Props) {
  return <AnyField {...field} problem={problem && problemText(problem, texts)} />;
}
