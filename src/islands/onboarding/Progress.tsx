import { percentage } from '../../lib/dates/localFormats.ts';
import type { ProgressView } from '../../lib/onboarding/steps.ts';
import { text, type OnboardingTexts } from './texts.ts';

/** Account progress (spec §3): how complete the account is and what is left. */
export default function Progress({
  progress,
  texts,
  locale,
}: {
  progress: ProgressView;
  texts: OnboardingTexts;
  /** The page's locale: the percentage is written its way ("60 %", "60%"). */
  locale: string;
}) {
  const known = progress.remaining.filter((step) => step in texts.progress.steps);
  return (
    <section
      className="onboarding-progress"
      aria-labelledby="onboarding-progress-heading"
      data-testid="progress"
    >
      <h2 id="onboarding-progress-heading">{texts.progress.heading}</h2>
      <p id="onboarding-progress-text">
        {text(texts, 'progress.percentage', { percentage: percentage(progress.percentage, locale) })}
      </p>
      <progress
        max={100}
        value={progress.percentage}
        aria-label={texts.progress.label}
        aria-describedby="onboarding-progress-text"
      />
      {known.length > 0 && (
        <>
          <p>{texts.progress.remaining}</p>
          <ul>
            {known.map((step) => (
              <li key={step}>{text(texts, `progress.steps.${step}`)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
