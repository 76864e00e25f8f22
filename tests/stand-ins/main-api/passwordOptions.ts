import { errorBody } from '../shared/errorBody.ts';
import { passwordOptionsFrom, seededPasswordRules } from '../shared/passwords.ts';
import { jsonBody } from '../shared/requests.ts';
import type { MainApiApp, RouteOptions } from './app.ts';

/**
 * The password rules (spec §3, §7 `GetPasswordOptions`) and their control: a test changes them
 * for everyone (both stand-ins check passwords against them), so tests of strict and lax rules
 * run alone and put them back (README, "Control endpoints").
 */
export function addPasswordOptionRoutes(app: MainApiApp, { state }: RouteOptions): void {
  app.get('/api/User/GetPasswordOptions/password/options', (c) => c.json(state.passwordRules));

  app.get('/__control/password-options', (c) => c.json(state.passwordRules));

  app.put('/__control/password-options', async (c) => {
    const result = passwordOptionsFrom(await jsonBody(c));
    if ('problems' in result) {
      return c.json(
        errorBody('InvalidPasswordOptions', result.problems.join(' '), {
          exceptionType: 'ValidationException',
        }),
        400,
      );
    }
    state.passwordRules = result.rules;
    return c.json(state.passwordRules);
  });

  app.delete('/__control/password-options', (c) => {
    state.passwordRules = { ...seededPasswordRules };
    return c.json(state.passwordRules);
  });
}
