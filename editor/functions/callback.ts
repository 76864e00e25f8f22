import type { EditorFunctionEnv } from '../../src/config/editorProject.ts';
import { handleSignInCallback } from '../../src/lib/editorSignIn/signInFunctions.ts';

/**
 * `GET /callback`: where GitHub sends the popup back; checks the state, exchanges the code
 * and hands the token to the editor's window. Logic and checks: src/lib/editorSignIn/.
 */
export const onRequest = (context: {
  request: Request;
  env: Partial<EditorFunctionEnv>;
}): Promise<Response> => handleSignInCallback(context.request, context.env);
