import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutLogging } from '../../../scripts/lib/stripOidcLogging.ts';

const strip = (code: string) => withoutLogging(code, parseSync('module.js', code).program as never);

describe(withoutLogging, () => {
  it('should remove logging statements on the library’s loggers, whatever their level', () => {
    const code = [
      'const logger2 = this._logger.create("signinSilent");',
      'logger2.debug("using refresh token");',
      'this._logger.info(`raise:`, ...e);',
      'Logger.warn("static", x);',
      'if (failed) logger.error("Error from signinSilent:", err);',
      'return user;',
    ].join('\n');
    expect(strip(code)).toBe(
      [
        'const logger2 = this._logger.create("signinSilent");',
        ';',
        ';',
        ';',
        'if (failed) ;',
        'return user;',
      ].join('\n'),
    );
  });

  it('should keep what is not only a log call: throw, create, other objects, logs used as values', () => {
    const code = [
      'logger.throw(new Error("No user manager passed"));',
      'const child = logger.create("x");',
      'console.debug("kept");',
      'this._events.error(e);',
      'const message = logger.debug("value");',
    ].join('\n');
    expect(strip(code)).toBe(code);
  });

  it('should leave oidc-client-ts working: a UserManager built from the stripped module keeps its settings', async () => {
    const library = readFileSync('node_modules/oidc-client-ts/dist/esm/oidc-client-ts.js', 'utf8');
    const stripped = strip(library);
    expect(stripped.length).toBeLessThan(library.length - 5_000);
    expect(stripped).not.toMatch(/\b_?logger\d*\.(debug|info|warn|error)\(/);
    // Written inside the project, so the module's own `import … from "jwt-decode"` resolves;
    // without the source-map comment, whose map is not next to the copy.
    mkdirSync('.tmp', { recursive: true });
    const file = join('.tmp', 'oidc-client-ts.stripped.mjs');
    writeFileSync(file, stripped.replace(/\n\/\/# sourceMappingURL=.*$/, ''));
    const oidc = (await import(pathToFileURL(file).href)) as typeof import('oidc-client-ts');
    const storage = new Map<string, string>();
    const store = new oidc.WebStorageStateStore({
      store: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
        key: () => null,
        length: 0,
        clear: () => storage.clear(),
      },
    });
    const manager = new oidc.UserManager({
      authority: 'https://localhost:8790',
      client_id: 'web',
      redirect_uri: 'https://localhost:8781/profile/assets/oidc/signin-callback',
      userStore: store,
      stateStore: store,
    });
    expect(manager.settings.client_id).toBe('web');
    await manager.storeUser(
      new oidc.User({ access_token: 'a', token_type: 'Bearer', profile: { sub: 's' } as never }),
    );
    expect((await manager.getUser())?.access_token).toBe('a');
  });
});
