import { describe, expect, it } from 'vitest';
import type { ChildSelection } from '../../../src/lib/api/types/shop.ts';
import { childChoices, preselectedChild } from '../../../src/lib/shop/childChoice.ts';

const child = (guid: string, fields: Partial<ChildSelection> = {}): ChildSelection => ({
  guid,
  firstName: 'Vera',
  lastName: 'Berg',
  warning: null,
  birthDate: '2019-04-02',
  selectable: true,
  ...fields,
});

describe(childChoices, () => {
  it('should name each child and say who can be chosen, with a code for why not', () => {
    expect(
      childChoices([
        child('c1'),
        child('c2', { firstName: 'Otto', selectable: false, warning: 'ChildTooOld' }),
        child('c3', { firstName: 'Ida', selectable: false, warning: 'Das Kind hat schon eine Karte.' }),
        child('c4', { firstName: 'Alva', selectable: false }),
      ]),
    ).toEqual([
      { id: 'c1', name: 'Vera Berg', selectable: true, warning: null },
      { id: 'c2', name: 'Otto Berg', selectable: false, warning: 'childTooOld' },
      { id: 'c3', name: 'Ida Berg', selectable: false, warning: 'notEligible' },
      { id: 'c4', name: 'Alva Berg', selectable: false, warning: 'notEligible' },
    ]);
  });

  it('should let the service decide who can be chosen, and hold back a child with a warning when it does not say', () => {
    expect(childChoices([child('c1', { warning: 'childtooold' })])[0]).toMatchObject({
      selectable: true,
      warning: 'childTooOld',
    });
    expect(childChoices([child('c1', { selectable: null, warning: 'Something' })])[0]).toMatchObject({
      selectable: false,
      warning: 'notEligible',
    });
    expect(childChoices([child('c1', { selectable: null })])[0]).toMatchObject({
      selectable: true,
      warning: null,
    });
  });

  it('should leave out a child without an id, and put up with missing names and lists', () => {
    expect(childChoices([child(''), child('c2', { firstName: null, lastName: ' Berg ' })])).toEqual([
      { id: 'c2', name: 'Berg', selectable: true, warning: null },
    ]);
    expect(childChoices(null)).toEqual([]);
  });
});

describe(preselectedChild, () => {
  it('should preselect the only child who can be chosen, and none when there are several or none', () => {
    expect(preselectedChild(childChoices([child('c1'), child('c2', { selectable: false })]))).toBe('c1');
    expect(preselectedChild(childChoices([child('c1'), child('c2')]))).toBeNull();
    expect(preselectedChild(childChoices([child('c1', { selectable: false })]))).toBeNull();
    expect(preselectedChild([])).toBeNull();
  });
});
