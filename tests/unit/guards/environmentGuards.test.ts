import { describe, expect, it } from 'vitest';
import { environmentNames, type EnvironmentName } from '../../../src/config/environments.ts';
import {
  developmentOnly,
  nonProductionOnly,
  productionOnly,
} from '../../../src/lib/guards/environmentGuards.ts';
import type { Guard } from '../../../src/lib/guards/guard.ts';
import { guardInput } from './input.ts';

const cases: [string, Guard, EnvironmentName[]][] = [
  ['developmentOnly', developmentOnly, ['development']],
  ['productionOnly', productionOnly, ['production']],
  ['nonProductionOnly', nonProductionOnly, ['development', 'staging']],
];

describe.each(cases)('%s', (_name, guard, opensIn) => {
  it.each([...environmentNames])('should decide for %s', (environment) => {
    const expected = opensIn.includes(environment) ? { allow: true } : { redirectTo: '/' };
    expect(guard(guardInput({ environment }))).toEqual(expected);
  });

  it('should redirect to / for an unknown environment name (fail closed)', () => {
    const environment = 'qa' as EnvironmentName;
    expect(guard(guardInput({ environment }))).toEqual({ redirectTo: '/' });
  });

  it('should ignore the address and its parameters', () => {
    const decision = guard(guardInput({ url: 'http://[::1?x=1', environment: 'staging' }));
    expect(decision).toEqual(opensIn.includes('staging') ? { allow: true } : { redirectTo: '/' });
  });
});
