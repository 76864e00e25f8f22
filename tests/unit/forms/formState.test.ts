import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { keepDraft } from '../../../src/lib/forms/formState.ts';
import {
  edited,
  failedWith,
  fixFields,
  refused,
  sending,
  untouched,
} from '../../../src/lib/forms/formState.ts';

interface Values {
  name: string;
  phone: string;
}

const start = { values: { name: '', phone: '' } as Values, ...untouched };

describe('the form state', () => {
  it('should take a typed value and drop only that field’s problem', () => {
    const form = {
      ...start,
      problems: {
        name: { kind: 'client' as const, key: 'nameRequired' },
        phone: { kind: 'client' as const, key: 'phoneInvalid' },
      },
    };
    expect(edited(form, 'name', 'Saga')).toEqual({
      values: { name: 'Saga', phone: '' },
      problems: { phone: { kind: 'client', key: 'phoneInvalid' } },
    });
  });

  it('should count every refused submit, keep what was typed and end what was under way', () => {
    const problems = { name: { kind: 'client' as const, key: 'nameRequired' } };
    const saving = { ...start, busy: 'saving' as const };
    const once = { ...saving, ...refused(saving, problems, fixFields()) };
    expect(once).toMatchObject({
      values: start.values,
      busy: null,
      failedAttempts: 1,
      notice: { kind: 'fixFields', otherNotes: [] },
    });
    const failure = { notice: { kind: 'unavailable' as const }, problems: {} };
    expect({ ...once, ...failedWith(once, failure) }).toMatchObject({
      values: start.values,
      problems: {},
      notice: { kind: 'unavailable' },
      failedAttempts: 2,
    });
  });

  it('should drop the summary of the fields’ problems with the last of them, and keep any other notice', () => {
    const problems = {
      name: { kind: 'client' as const, key: 'nameRequired' },
      phone: { kind: 'client' as const, key: 'phoneInvalid' },
    };
    // As a store applies it: what `edited` gives over the form.
    const fixBoth = <Form extends Omit<typeof start, 'notice'> & { notice: { kind: string } | null }>(
      form: Form,
    ) => {
      const named = { ...form, ...edited(form, 'name', 'Saga') };
      return { named, both: { ...named, ...edited(named, 'phone', '0701234567') } };
    };
    const summary = fixBoth({ ...start, problems, notice: fixFields() });
    expect(summary.named.notice).toEqual(fixFields());
    expect(summary.both.notice).toBeNull();
    const notes = fixFields([{ kind: 'unknown', details: ['Taken.'] }]);
    expect(fixBoth({ ...start, problems, notice: notes }).both.notice).toEqual(notes);
    expect(fixBoth({ ...start, problems, notice: { kind: 'unavailable' } }).both.notice).toEqual({
      kind: 'unavailable',
    });
  });

  it('should record each refusal’s notice as one of its own, so the alert says the same words again', () => {
    const notice = fixFields();
    const once = refused(start, {}, notice);
    const twice = refused(once, {}, once.notice);
    expect(twice.notice).toEqual(notice);
    expect(twice.notice).not.toBe(once.notice);
  });

  it('should clear the last notice and problems while a call is on its way', () => {
    expect(sending('saving')).toEqual({ busy: 'saving', notice: null, problems: {} });
  });
});

describe(keepDraft, () => {
  const drafts = () => ({ load: vi.fn(), save: vi.fn(), clear: vi.fn() });

  it('should save the draft when it changes, once per change, and not for other changes', () => {
    const $state = atom({ values: { name: '' }, busy: null as string | null });
    const store = drafts();
    keepDraft($state, ({ values }) => values, store);
    $state.set({ ...$state.get(), values: { name: 'S' } });
    $state.set({ ...$state.get(), busy: 'saving' });
    $state.set({ ...$state.get(), values: { name: 'S' } });
    $state.set({ ...$state.get(), values: { name: 'Sa' } });
    expect(store.save.mock.calls).toEqual([[{ name: 'S' }], [{ name: 'Sa' }]]);
  });

  it('should save nothing while the form says there is no draft (sent)', () => {
    const $state = atom({ name: '', sent: false });
    const store = drafts();
    keepDraft($state, (state) => (state.sent ? null : state.name), store);
    $state.set({ name: 'Saga', sent: true });
    expect(store.save).not.toHaveBeenCalled();
  });
});
