import { describe, expect, it } from 'vitest';
import {
  chooseStep,
  desiredStepAfter,
  localRemainingSteps,
  progressView,
} from '../../../src/lib/onboarding/steps.ts';

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

describe('progressView', () => {
  it('should give a whole percentage within 0–100 and the remaining steps', () => {
    expect(progressView({ percentage: 49.6, nextStep: 'AddPhone', remainingSteps: ['AddPhone'] })).toEqual({
      percentage: 50,
      remaining: ['AddPhone'],
    });
    expect(progressView({ percentage: 180, nextStep: null, remainingSteps: null })?.percentage).toBe(100);
    expect(progressView({ percentage: -3, nextStep: null, remainingSteps: [] })?.percentage).toBe(0);
  });

  it('should show nothing without a usable percentage', () => {
    expect(progressView(null)).toBeNull();
    expect(progressView({ percentage: null, nextStep: null, remainingSteps: [] })).toBeNull();
    expect(progressView({ percentage: Number.NaN, nextStep: null, remainingSteps: [] })).toBeNull();
  });
});
