import { describe, expect, it } from 'vitest';
import { sessionHintScript } from '../../../src/lib/shell/sessionHint.ts';

/** Runs the head script's session part on a tab's storage; the attributes it set on <html>. */
function run(keys: string[] | 'refused') {
  const attributes = new Map<string, string>();
  const sessionStorage =
    keys === 'refused'
      ? {
          get length(): number {
            throw new DOMException('denied', 'SecurityError');
          },
          key: () => null,
        }
      : { length: keys.length, key: (index: number) => keys[index] ?? null };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function('sessionStorage', 'document', sessionHintScript())(sessionStorage, document);
  return Object.fromEntries(attributes);
}

describe('sessionHintScript', () => {
  it('should say "pending" before first paint in a tab that keeps a signed-in user', () => {
    expect(run(['oidc_state:1', 'oidc_user:https://id.playcentre.se:web'])).toEqual({
      'data-session': 'pending',
    });
  });

  it('should leave a visitor as a visitor: no user kept, or storage refused', () => {
    expect(run([])).toEqual({});
    expect(run(['playcentre:consent', 'oidc_state:1'])).toEqual({});
    expect(run('refused')).toEqual({});
  });
});
