import { describe, expect, it, vi } from 'vitest';
import { applyDecision, applyGuards } from '../../../src/lib/guards/applyGuards.ts';
import { allow, isRedirect, runGuards, type Guard } from '../../../src/lib/guards/guard.ts';
import { requireQueryParams } from '../../../src/lib/guards/parameterGuards.ts';
import { guardInput } from './input.ts';

const allowing: Guard = () => allow;
const toRoot: Guard = () => ({ redirectTo: '/' });

describe(runGuards, () => {
  it('should allow when there are no guards or all allow', () => {
    expect(runGuards([], guardInput())).toEqual({ allow: true });
    expect(runGuards([allowing, allowing], guardInput())).toEqual({ allow: true });
  });

  it('should give the first refusal and not ask the guards after it', () => {
    const later: Guard = vi.fn(() => allow);
    const needsCode = requireQueryParams(['code'], { returnUrl: '/profile/sv/' });
    expect(runGuards([allowing, needsCode, toRoot, later], guardInput())).toEqual({
      redirectTo: '/profile/sv/',
    });
    expect(later).not.toHaveBeenCalled();
  });
});

describe(applyDecision, () => {
  it('should replace the location on a redirect and say the page may not show', () => {
    const navigate = vi.fn();
    expect(applyDecision({ redirectTo: '/profile/sv/' }, navigate)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/profile/sv/');
  });

  it('should do nothing on allow', () => {
    const navigate = vi.fn();
    expect(applyDecision(allow, navigate)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('should use location.replace by default, so the refused page leaves no history entry', () => {
    const replace = vi.fn();
    vi.stubGlobal('window', { location: { replace } });
    try {
      expect(applyGuards([toRoot], guardInput())).toBe(false);
      expect(replace).toHaveBeenCalledWith('/');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe(isRedirect, () => {
  it('should tell the two decisions apart', () => {
    expect(isRedirect(allow)).toBe(false);
    expect(isRedirect({ redirectTo: '/' })).toBe(true);
  });
});
