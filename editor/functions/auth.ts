import type { EditorFunctionEnv } from '../../src/config/editorProject.ts';
import { handleSignInStart } from '../../src/lib/editorSignIn/signInFunctions.ts';

/**
 * `GET /auth`: where Decap's sign-in popup starts; on to GitHub's authorize page with a new
 * state. Logic and checks: src/lib/editorSignIn/.
 */
export const onRequest = (context: { request: Request; env: Partial<EditorFunctionEnv> }): Response =>
  handleSignInStart(context.request, context.env);
