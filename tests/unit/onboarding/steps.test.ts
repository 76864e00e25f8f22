import { describe, expect, it } from 'vitest';
import { chooseStep, desiredStepAfter, localRemainingSteps } from '../../../src/lib/onboarding/steps.ts';

describe('chooseStep', () => {
  it("should show the server's next step", () => {
    expect(chooseStep({ nextStep: 'AddPhone', remainingSteps: ['AddPhone', 'AddChildren'] }, [])).toBe(
      'AddPhone',
    );
    expect(chooseStep({ nextStep: 'Continue', remainingSteps: [] }, [])).toBe('Continue');
  });

  it('should not show again a step passed in this visit, but the next remaining one', () => {
    const status = {
      nextStep: 'AddPhone' as const,
      remainingSteps: ['AddPhone' as const, 'AddChildren' as const],
    };
    expect(chooseStep(status, ['AddPhone'])).toBe('AddChildren');
    expect(chooseStep(status, ['AddPhone', 'AddChildren'])).toBe('Continue');
  });

  it('should fall back to Continue for a missing, empty or unknown status', () => {
    expect(chooseStep(null, [])).toBe('Continue');
    expect(chooseStep({ nextStep: null, remainingSteps: null }, [])).toBe('Continue');
    expect(
      chooseStep({ nextStep: 'Fly' as never, remainingSteps: ['Fly' as never, 'AddChildren'] }, []),
    ).toBe('AddChildren');
  });
});

describe('desiredStepAfter', () => {
  it('should ask for the first remaining step not passed, else Continue', () => {
    expect(desiredStepAfter(['AddPhone', 'AddChildren'], ['AddPhone'])).toBe('AddChildren');
    expect(desiredStepAfter(['AddPhone'], ['AddPhone'])).toBe('Continue');
    expect(desiredStepAfter([], [])).toBe('Continue');
  });
});

describe('localRemainingSteps', () => {
  it('should know what the account lacks', () => {
    expect(localRemainingSteps(false, 0)).toEqual(['AddPhone', 'AddChildren']);
    expect(localRemainingSteps(true, 0)).toEqual(['AddChildren']);
    expect(localRemainingSteps(true, 2)).toEqual([]);
  });
});
