import { describe, expect, it } from 'vitest';
import type { AccountProgress } from '../../../src/lib/api/types/profile.ts';
import { accountView, type AccountFacts, type AccountView } from '../../../src/lib/onboarding/accountView.ts';

const accountSite = {
  edit: 'https://account.example/sv/account/edit',
  home: 'https://account.example/sv/account',
};

/** What the page knows, by default a parent who has done everything the server counts. */
function facts(change: Partial<AccountFacts> = {}): AccountFacts {
  return {
    progress: { percentage: 100, nextStep: null, remainingSteps: [] },
    onboardingRemaining: [],
    completed: [],
    emailConfirmed: true,
    emailReminder: false,
    accountSite,
    ...change,
  };
}

const progress = (percentage: number | null, ...remainingSteps: string[]): AccountProgress => ({
  percentage,
  nextStep: remainingSteps[0] ?? null,
  remainingSteps,
});

const keys = (view: AccountView) => view.todos.map((todo) => todo.key);

/** The rule the page keeps: "all set" exactly when nothing remains, and then 100. */
function expectConsistent(view: AccountView) {
  if (view.allSet) {
    expect(view.todos).toEqual([]);
    expect(view.percentage).toBe(100);
  }
  if (view.todos.length > 0) {
    expect(view.allSet).toBe(false);
    expect(view.percentage === null || view.percentage < 100).toBe(true);
  }
  for (const todo of view.todos) expect(todo.action).toBeDefined();
}

describe('accountView: the situations the page used to contradict itself in', () => {
  it('should not say "all set" at 75 % with the e-mail left to confirm', () => {
    // Phone and children given, e-mail unconfirmed: the page showed "75 %, still to do: confirm
    // your e-mail" above "You're all set".
    const view = accountView(
      facts({ progress: progress(75, 'ConfirmEmail'), emailConfirmed: false, emailReminder: true }),
    );
    expect(view).toEqual({
      percentage: 75,
      todos: [{ key: 'ConfirmEmail', action: { kind: 'reminder' } }],
      allSet: false,
    });
    expectConsistent(view);
  });

  it('should not say "all set" at 0 % after the parent skipped every step', () => {
    const view = accountView(
      facts({
        progress: progress(0, 'ConfirmEmail', 'AddPhone', 'AddChildren', 'ChoosePlayground'),
        onboardingRemaining: ['AddPhone', 'AddChildren'],
        emailConfirmed: false,
        emailReminder: true,
      }),
    );
    expect(view.allSet).toBe(false);
    expect(view.percentage).toBe(0);
    expect(keys(view)).toEqual(['AddPhone', 'AddChildren', 'ConfirmEmail', 'ChoosePlayground']);
    expectConsistent(view);
  });

  it('should give "choose your play centre" its step: the account site, where it is done', () => {
    const view = accountView(facts({ progress: progress(75, 'ChoosePlayground') }));
    expect(view.todos).toEqual([
      { key: 'ChoosePlayground', action: { kind: 'link', href: accountSite.edit } },
    ]);
    expectConsistent(view);
  });

  it('should say "all set" at 100 when nothing remains, even if the server said less', () => {
    expect(accountView(facts())).toEqual({ percentage: 100, todos: [], allSet: true });
    // A percentage that disagrees with an empty list: nothing is left, so it is complete.
    expect(accountView(facts({ progress: progress(0) }))).toEqual({
      percentage: 100,
      todos: [],
      allSet: true,
    });
  });

  it('should never show 100 % while something remains', () => {
    const view = accountView(facts({ progress: progress(100, 'AddChildren') }));
    expect(view.percentage).toBe(99);
    expect(view.allSet).toBe(false);
    expectConsistent(view);
  });
});

describe('accountView: what the parent did in this visit', () => {
  it('should count a step completed here before the server has been asked again', () => {
    // Progress read at load: nothing done. The phone was saved since.
    const atLoad = progress(0, 'AddPhone', 'AddChildren', 'ConfirmEmail', 'ChoosePlayground');
    const view = accountView(
      facts({
        progress: atLoad,
        onboardingRemaining: ['AddPhone', 'AddChildren'],
        completed: ['AddPhone'],
        emailConfirmed: false,
        emailReminder: true,
      }),
    );
    expect(view.percentage).toBe(25);
    expect(keys(view)).toEqual(['AddChildren', 'ConfirmEmail', 'ChoosePlayground']);
  });

  it('should agree with the server once it has been asked again', () => {
    const view = accountView(
      facts({
        progress: progress(50, 'ConfirmEmail', 'ChoosePlayground'),
        completed: ['AddPhone', 'AddChildren'],
        emailConfirmed: false,
        emailReminder: true,
      }),
    );
    expect(view.percentage).toBe(50);
    expect(keys(view)).toEqual(['ConfirmEmail', 'ChoosePlayground']);
  });

  it('should be all set when the last step was done here, before the server is read again', () => {
    const view = accountView(
      facts({ progress: progress(75, 'AddChildren'), onboardingRemaining: [], completed: ['AddChildren'] }),
    );
    expect(view).toEqual({ percentage: 100, todos: [], allSet: true });
  });

  it('should keep a skipped step as a to-do with a button back to it', () => {
    const view = accountView(
      facts({
        progress: progress(50, 'AddPhone', 'AddChildren'),
        onboardingRemaining: ['AddPhone', 'AddChildren'],
      }),
    );
    expect(view.todos).toEqual([
      { key: 'AddPhone', action: { kind: 'step', step: 'AddPhone' } },
      { key: 'AddChildren', action: { kind: 'step', step: 'AddChildren' } },
    ]);
    expect(view.percentage).toBe(50);
  });
});

describe('accountView: when the sources disagree', () => {
  it('should list a step the onboarding status names even when the progress left it out', () => {
    const view = accountView(facts({ progress: progress(100), onboardingRemaining: ['AddPhone'] }));
    expect(keys(view)).toEqual(['AddPhone']);
    expect(view.percentage).toBe(99);
    expectConsistent(view);
  });

  it('should take Me for the e-mail: an unconfirmed address is a to-do, a confirmed one is not', () => {
    const unconfirmed = accountView(facts({ emailConfirmed: false, emailReminder: true }));
    expect(unconfirmed.todos).toEqual([{ key: 'ConfirmEmail', action: { kind: 'reminder' } }]);
    expect(unconfirmed.allSet).toBe(false);
    expectConsistent(unconfirmed);

    const confirmed = accountView(facts({ progress: progress(75, 'ConfirmEmail'), emailConfirmed: true }));
    expect(confirmed).toEqual({ percentage: 100, todos: [], allSet: true });
  });

  it('should send an unconfirmed address without a reminder to the account site', () => {
    const view = accountView(facts({ progress: progress(75, 'ConfirmEmail'), emailConfirmed: false }));
    expect(view.todos).toEqual([{ key: 'ConfirmEmail', action: { kind: 'link', href: accountSite.edit } }]);
  });

  it('should read the next step as remaining too', () => {
    const view = accountView(
      facts({ progress: { percentage: 75, nextStep: 'ChoosePlayground', remainingSteps: [] } }),
    );
    expect(keys(view)).toEqual(['ChoosePlayground']);
    expect(view.allSet).toBe(false);
  });

  it('should read step names without regard to case, and ignore Continue, blanks and non-strings', () => {
    const view = accountView(
      facts({
        progress: {
          percentage: 50,
          nextStep: 'Continue',
          remainingSteps: ['choosePlayground', 'ADDPHONE', '', 'Continue', 7 as never, null as never],
        },
      }),
    );
    expect(keys(view)).toEqual(['AddPhone', 'ChoosePlayground']);
  });

  it('should gather steps it does not know into one to-do on the account site', () => {
    const view = accountView(facts({ progress: progress(60, 'UploadPhoto', 'ChoosePlayground', 'Survey') }));
    expect(view.todos).toEqual([
      { key: 'ChoosePlayground', action: { kind: 'link', href: accountSite.edit } },
      { key: 'other', action: { kind: 'link', href: accountSite.home } },
    ]);
    expect(view.percentage).toBe(60);
    expectConsistent(view);
  });
});

describe('accountView: without the progress', () => {
  it('should show no percentage and never "all set", but still what it knows is left', () => {
    const view = accountView(
      facts({
        progress: null,
        onboardingRemaining: ['AddChildren'],
        emailConfirmed: false,
        emailReminder: true,
      }),
    );
    expect(view).toEqual({
      percentage: null,
      todos: [
        { key: 'AddChildren', action: { kind: 'step', step: 'AddChildren' } },
        { key: 'ConfirmEmail', action: { kind: 'reminder' } },
      ],
      allSet: false,
    });
    expect(accountView(facts({ progress: null }))).toEqual({ percentage: null, todos: [], allSet: false });
  });

  it('should treat a percentage that is no number as unknown, and keep its steps', () => {
    for (const percentage of [null, Number.NaN, Number.POSITIVE_INFINITY]) {
      const view = accountView(facts({ progress: progress(percentage, 'ChoosePlayground') }));
      expect(view).toMatchObject({ percentage: null, allSet: false });
      expect(keys(view)).toEqual(['ChoosePlayground']);
    }
  });

  it('should round and bound the percentage', () => {
    expect(accountView(facts({ progress: progress(49.6, 'AddPhone') })).percentage).toBe(50);
    expect(accountView(facts({ progress: progress(-3, 'AddPhone') })).percentage).toBe(0);
    expect(accountView(facts({ progress: progress(180, 'AddPhone') })).percentage).toBe(99);
  });
});

describe('accountView: every combination', () => {
  const steps = ['AddPhone', 'AddChildren', 'ConfirmEmail', 'ChoosePlayground'] as const;
  const subsets = <T>(items: readonly T[]): T[][] =>
    items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);

  it('should keep progress, to-dos and "all set" in agreement, and give every to-do its step', () => {
    let checked = 0;
    for (const serverLeft of subsets(steps))
      for (const percentage of [null, 0, 25, 50, 75, 100])
        for (const completed of subsets(['AddPhone', 'AddChildren'] as const))
          for (const emailConfirmed of [true, false])
            for (const emailReminder of [true, false]) {
              const view = accountView(
                facts({
                  progress: percentage === null ? null : progress(percentage, ...serverLeft),
                  onboardingRemaining: serverLeft.filter(
                    (step): step is 'AddPhone' | 'AddChildren' =>
                      step === 'AddPhone' || step === 'AddChildren',
                  ),
                  completed,
                  emailConfirmed,
                  emailReminder: emailReminder && !emailConfirmed,
                }),
              );
              expectConsistent(view);
              expect(view.allSet).toBe(percentage !== null && view.todos.length === 0);
              checked += 1;
            }
    expect(checked).toBe(16 * 6 * 4 * 2 * 2);
  });
});
