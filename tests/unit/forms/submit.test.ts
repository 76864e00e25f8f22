import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../src/lib/errors/ApiError.ts';
import type { FormNotice } from '../../../src/lib/forms/failedCall.ts';
import type { ProblemsByField } from '../../../src/lib/forms/fieldProblems.ts';
import { untouched, type FormState } from '../../../src/lib/forms/formState.ts';
import { failWith, formAt, formIn, submit, waitingOut } from '../../../src/lib/forms/submit.ts';
import { apiReply } from '../../support/apiReply.ts';

interface Values {
  name: string;
  phone: string;
}

type Problem = 'nameRequired';
type Form = FormState<Values, Problem, FormNotice | { kind: 'closed' }, 'saving'> & { retry: boolean };

const start = Date.UTC(2025, 6, 1, 12, 0, 0);

function setUp(values: Values = { name: 'Saga', phone: '0701234567' }) {
  let clock = start;
  const $form = atom<Form>({ values, retry: false, ...untouched });
  const check = (form: Form): ProblemsByField<Values, Problem> =>
    form.values.name.trim() === '' ? { name: { kind: 'client', key: 'nameRequired' } } : {};
  return {
    $form,
    form: formIn($form),
    check,
    now: () => clock,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

/** A call that waits until the test lets it answer. */
function heldCall<Result>() {
  let answer: (result: Result) => void = () => undefined;
  const send = vi.fn(() => new Promise<Result>((resolve) => (answer = resolve)));
  return { send, answer: (result: Result) => answer(result) };
}

describe(submit, () => {
  it('should send, mark the form busy meanwhile, and give back what the call gave', async () => {
    const { $form, form, check, now } = setUp();
    $form.set({ ...$form.get(), notice: { kind: 'unavailable' }, retry: true });
    const { send, answer } = heldCall<string>();
    const sending = submit(form, { busy: 'saving', check, send, fields: ['name', 'phone'], now });
    expect($form.get()).toMatchObject({ busy: 'saving', notice: null, problems: {}, retry: true });
    answer('done');
    expect(await sending).toEqual({ sent: true, result: 'done' });
    expect(send).toHaveBeenCalledTimes(1);
    // Success is the store's to end: it knows what comes next.
    expect($form.get().busy).toBe('saving');
  });

  it('should send nothing on a second submit while the first is on its way', async () => {
    const { $form, form, now } = setUp();
    const { send, answer } = heldCall<void>();
    const first = submit(form, { busy: 'saving', send, fields: ['name'], now });
    const second = await submit(form, { busy: 'saving', send, fields: ['name'], now });
    expect(second).toEqual({ sent: false, why: 'ignored' });
    expect(send).toHaveBeenCalledTimes(1);
    expect($form.get().failedAttempts).toBe(0);
    answer();
    await first;
  });

  it('should send nothing, and change nothing, when the form is not ready', async () => {
    const { $form, form, now } = setUp();
    const before = $form.get();
    const send = vi.fn(async () => undefined);
    const outcome = await submit(form, { busy: 'saving', ready: () => false, send, fields: ['name'], now });
    expect(outcome).toEqual({ sent: false, why: 'ignored' });
    expect(send).not.toHaveBeenCalled();
    expect($form.get()).toBe(before);
  });

  it('should refuse with the checks’ problems and "fix the fields", count the attempt and send nothing', async () => {
    const { $form, form, check, now } = setUp({ name: ' ', phone: '' });
    const send = vi.fn(async () => undefined);
    const outcome = await submit(form, { busy: 'saving', check, send, fields: ['name'], now });
    expect(outcome).toEqual({ sent: false, why: 'refused' });
    expect(send).not.toHaveBeenCalled();
    expect($form.get()).toEqual({
      values: { name: ' ', phone: '' },
      retry: false,
      problems: { name: { kind: 'client', key: 'nameRequired' } },
      notice: { kind: 'fixFields', otherNotes: [] },
      busy: null,
      failedAttempts: 1,
    });
  });

  it('should refuse with the form’s own notice for its checks, and reset what each attempt resets', async () => {
    const { $form, form, check, now } = setUp({ name: '', phone: '' });
    $form.set({ ...$form.get(), retry: true });
    const send = vi.fn(async () => undefined);
    await submit(form, {
      busy: 'saving',
      check,
      checkNotice: null,
      eachAttempt: { retry: false },
      send,
      fields: ['name'],
      now,
    });
    expect($form.get()).toMatchObject({ notice: null, retry: false, failedAttempts: 1 });
  });

  it('should keep what the form shows, taken into the store by its check, before checking it', async () => {
    const { $form, form, check, now } = setUp({ name: '', phone: '' });
    const send = vi.fn(async () => undefined);
    const typed = { values: { name: 'Saga', phone: '' } };
    const takeTyped = (state: Form) => {
      $form.set({ ...$form.get(), ...typed });
      return check({ ...state, ...typed });
    };
    expect(
      await submit(form, { busy: 'saving', check: takeTyped, send, fields: ['name'], now }),
    ).toMatchObject({
      sent: true,
    });
    expect($form.get().values.name).toBe('Saga');
  });

  it('should refuse a form blocked as a whole with its notice, after its fields are fine', async () => {
    const { $form, form, check, now } = setUp();
    const send = vi.fn(async () => undefined);
    const blocked = () => ({ kind: 'closed' as const });
    expect(await submit(form, { busy: 'saving', check, blocked, send, fields: ['name'], now })).toEqual({
      sent: false,
      why: 'refused',
    });
    expect(send).not.toHaveBeenCalled();
    expect($form.get()).toMatchObject({ notice: { kind: 'closed' }, problems: {}, failedAttempts: 1 });
  });

  it('should read a failed call and record it: the server’s field errors at their fields', async () => {
    const { $form, form, now } = setUp();
    const report = vi.fn();
    const error = apiReply(400, { errors: { Phone: ['Phone is not valid.'] } });
    const outcome = await submit(form, {
      busy: 'saving',
      send: () => Promise.reject(error),
      fields: ['name', 'phone'],
      report,
      now,
    });
    expect(outcome).toEqual({ sent: false, why: 'failed' });
    expect(report).toHaveBeenCalledWith(error);
    expect($form.get()).toMatchObject({
      values: { name: 'Saga', phone: '0701234567' },
      problems: { phone: { kind: 'server' } },
      notice: { kind: 'fixFields', otherNotes: [] },
      busy: null,
      failedAttempts: 1,
    });
  });

  it('should record a failure as the form reads it, with more of its state', async () => {
    const { $form, form, now } = setUp();
    await submit(form, {
      busy: 'saving',
      send: () => Promise.reject(new NetworkError('down')),
      fields: ['name'],
      failed: (_, failure) => ({ ...failure, also: { retry: failure.notice.kind === 'unavailable' } }),
      now,
    });
    expect($form.get()).toMatchObject({ notice: { kind: 'unavailable' }, retry: true, busy: null });
  });

  it('should leave a failure the form handled itself unrecorded', async () => {
    const { $form, form, now } = setUp();
    await submit(form, {
      busy: 'saving',
      send: () => Promise.reject(apiReply(401)),
      fields: ['name'],
      failed: () => 'handled',
      now,
    });
    expect($form.get()).toMatchObject({ notice: null, busy: 'saving', failedAttempts: 0 });
  });

  describe('a 429’s wait', () => {
    const steps = (send: () => Promise<void>, now: () => number) =>
      ({
        busy: 'saving',
        blocked: (form: Form) => waitingOut(form.notice, now()),
        send,
        fields: ['name'],
        now,
      }) as const;

    it('should send nothing until the wait is over, saying the wait again, then send', async () => {
      const { $form, form, now, advance } = setUp();
      const send = vi.fn(async () => undefined);
      send.mockRejectedValueOnce(apiReply(429, '', { 'retry-after': '60' }));
      await submit(form, steps(send, now));
      const waiting = { kind: 'rateLimited', until: start + 60_000 };
      expect($form.get()).toMatchObject({ notice: waiting, busy: null, failedAttempts: 1 });
      advance(59_000);
      expect(await submit(form, steps(send, now))).toEqual({ sent: false, why: 'waiting' });
      expect(send).toHaveBeenCalledTimes(1);
      expect($form.get()).toMatchObject({ notice: waiting, busy: null, failedAttempts: 2 });
      advance(1_000);
      expect(await submit(form, steps(send, now))).toEqual({ sent: true, result: undefined });
      expect(send).toHaveBeenCalledTimes(2);
    });

    it('should hold no submit for a 429 without a time, nor for a form that leaves the wait to its button', async () => {
      const { form, now } = setUp();
      const send = vi.fn(async () => undefined);
      send.mockRejectedValueOnce(apiReply(429));
      await submit(form, steps(send, now));
      expect(await submit(form, steps(send, now))).toMatchObject({ sent: true });

      const timed = setUp();
      const again = vi.fn(async () => undefined);
      again.mockRejectedValueOnce(apiReply(429, '', { 'retry-after': '60' }));
      await submit(timed.form, { busy: 'saving', send: again, fields: ['name'], now: timed.now });
      expect(
        await submit(timed.form, { busy: 'saving', send: again, fields: ['name'], now: timed.now }),
      ).toMatchObject({
        sent: true,
      });
    });
  });
});

describe(formAt, () => {
  it('should run one form of a page’s state, leaving the rest as it was', async () => {
    const $page = atom<{ step: string; phone: FormState<{ phone: string }, 'required'> }>({
      step: 'phone',
      phone: { values: { phone: '' }, ...untouched },
    });
    const phone = formAt($page, 'phone');
    const send = vi.fn(async () => undefined);
    await submit(phone, {
      busy: 'saving',
      check: (form) =>
        form.values.phone === '' ? { phone: { kind: 'client' as const, key: 'required' as const } } : {},
      send,
      fields: ['phone'],
    });
    expect($page.get()).toEqual({
      step: 'phone',
      phone: {
        values: { phone: '' },
        problems: { phone: { kind: 'client', key: 'required' } },
        notice: { kind: 'fixFields', otherNotes: [] },
        busy: null,
        failedAttempts: 1,
      },
    });
  });
});

describe(failWith, () => {
  it('should record a failure the store read itself', () => {
    const { $form, form } = setUp();
    failWith(form, { notice: { kind: 'timeout' }, problems: {}, also: { retry: true } });
    expect($form.get()).toMatchObject({ notice: { kind: 'timeout' }, retry: true, failedAttempts: 1 });
  });
});
