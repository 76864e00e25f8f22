import type { ReactNode } from 'react';
import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import { fieldProblemText, type ProblemWords } from '../../lib/forms/fieldProblems.ts';
import type { FieldProblem } from '../../lib/onboarding/forms.ts';
import AnyField, { type ControlProps } from '../forms/Field.tsx';
import { text, type OnboardingTexts } from './texts.ts';

interface Props {
  id: string;
  label: string;
  hint?: string | undefined;
  problem: FieldProblem | undefined;
  texts: OnboardingTexts;
  /** Our words for what the services say, for a problem the server found. */
  service: ServiceTexts;
  children: (props: ControlProps) => ReactNode;
}

/** The words of a problem: our translated check, or what the server said about the field, in our words. */
function problemText(problem: FieldProblem, texts: OnboardingTexts, service: ServiceTexts): ProblemWords {
  return fieldProblemText(problem, (key) => text(texts, key), service);
}

/** An onboarding form field: the shared field with onboarding's problem texts. */
export default function Field({ problem, texts, service, ...field }: Props) {
  return <AnyField {...field} problem={problem && problemText(problem, texts, service)} />;
}
