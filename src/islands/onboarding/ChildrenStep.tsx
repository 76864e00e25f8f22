import { birthdayText } from '../../lib/onboarding/birthdate.ts';
import { earliestBirthYear } from '../../lib/forms/birthdateCheck.ts';
import type { ChildValues } from '../../lib/onboarding/forms.ts';
import type { Onboarding, OnboardingPageState } from '../../stores/onboarding.ts';
import Field from '../forms/Field.tsx';
import FormAlert from '../forms/FormAlert.tsx';
import { alertProps, text, type OnboardingConfig, type OnboardingTexts } from './texts.ts';
import { useFormFocus } from '../forms/useFormFocus.ts';
import { useWait, waitingButton } from '../forms/useWait.ts';

const childFieldNames = ['firstname', 'lastname', 'birthdate'] as const satisfies (keyof ChildValues)[];
const controlName = (field: string) => `onboarding-${field}`;

/** The child form's fields: one labelled input each, differing only in label and input kind. */
function childFields(texts: OnboardingTexts, today: string) {
  const inputs = {
    firstname: { type: 'text', autoComplete: 'off' },
    lastname: { type: 'text', autoComplete: 'off' },
    // A real birthdate: not before the earliest year, not after today (checked again before sending).
    birthdate: { type: 'date', autoComplete: 'off', min: `${earliestBirthYear}-01-01`, max: today },
  };
  const labels = {
    firstname: texts.children.firstName,
    lastname: texts.children.lastName,
    birthdate: texts.children.birthdate,
  };
  return childFieldNames.map((name) => ({ name, label: labels[name], input: inputs[name] }));
}

/** AddChildren (spec §2): the child accounts, and a form that adds one with CreateAccount. */
export default function ChildrenStep({
  state,
  onboarding,
  config,
  today,
}: {
  state: OnboardingPageState;
  onboarding: Onboarding;
  config: OnboardingConfig;
  today: string;
}) {
  const { texts } = config;
  const form = state.child;
  const waiting = useWait(form.notice);
  const formRef = useFormFocus(form, childFieldNames, controlName);
  return (
    <>
      <p>{texts.children.text}</p>
      <h3>{texts.children.listHeading}</h3>
      {state.children.length === 0 ? (
        <p>{texts.children.none}</p>
      ) : (
        <ul className="onboarding-children" data-testid="children">
          {state.children.map((child) => {
            const born = birthdayText(child.birthdate, config.locale);
            return (
              <li key={child.guid}>
                <strong>{[child.firstname, child.lastname].filter(Boolean).join(' ')}</strong>
                {born && <span>, {text(texts, 'children.born', { date: born })}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {state.childNotices.length > 0 && (
        <section className="onboarding-notices" aria-label={texts.children.notices}>
          {state.childNotices.map((notice) => (
            <p
              key={notice.message}
              className={`onboarding-notice onboarding-notice--${notice.level ?? 'info'}`}
            >
              {notice.message}
            </p>
          ))}
        </section>
      )}
      <form
        ref={formRef}
        className="onboarding-form"
        noValidate
        aria-labelledby="onboarding-add-child"
        onSubmit={(event) => {
          event.preventDefault();
          // The button says why it waits (the alert); Enter sends nothing meanwhile either.
          if (waiting) return;
          void onboarding.addChild();
        }}
      >
        <h3 id="onboarding-add-child">{texts.children.addHeading}</h3>
        {childFields(texts, today).map(({ name, label, input }) => (
          <Field
            key={name}
            id={`onboarding-${name}`}
            label={label}
            problem={form.problems[name]}
            words={(key) => text(texts, key)}
            service={config.service}
          >
            {(props) => (
              <input
                {...props}
                {...input}
                value={form.values[name]}
                onChange={(event) => onboarding.setChild(name, event.target.value)}
              />
            )}
          </Field>
        ))}
        <FormAlert notice={form.notice} {...alertProps(config, 'onboarding-child-alert')} />
        <div className="onboarding-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={form.busy !== null || state.moving}
            {...waitingButton(waiting, 'onboarding-child-alert')}
          >
            {form.busy !== null ? text(texts, 'saving') : texts.children.add}
          </button>
        </div>
      </form>
      <div className="onboarding-actions">
        <button
          type="button"
          className="button"
          disabled={form.busy !== null || state.moving}
          onClick={() => void onboarding.moveOn()}
        >
          {state.children.length > 0 ? texts.children.next : texts.skip}
        </button>
      </div>
    </>
  );
}
