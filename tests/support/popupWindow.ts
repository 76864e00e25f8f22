import { runInNewContext } from 'node:vm';

/** A message the popup's script posted to its opener, with the target origin it named. */
export interface PostedMessage {
  data: unknown;
  targetOrigin: string;
}

/**
 * Runs the sign-in popup's script (src/lib/editorSignIn/handshakePage.ts) in a window of its
 * own, opened by `opener` (or by nobody), as a browser would: what it posts to the opener is
 * recorded with its target origin, and `deliver` sends it a message from a window and origin.
 * A browser drops a message whose target origin is not the opener's; `delivered` keeps only
 * those, so a test sees what the opener would really receive.
 */
export function popupWindow(script: string, openerOrigin: string | undefined) {
  const posted: PostedMessage[] = [];
  const listeners: ((event: { data: unknown; origin: string; source: unknown }) => void)[] = [];
  const opener =
    openerOrigin === undefined
      ? null
      : {
          postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }),
        };
  const window = {
    opener,
    addEventListener: (type: string, listener: (typeof listeners)[number]) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  runInNewContext(script, { window });
  return {
    opener,
    posted,
    /** What reached the opener: messages whose target origin is the opener's own. */
    delivered: () =>
      posted
        .filter(({ targetOrigin }) => targetOrigin === '*' || targetOrigin === openerOrigin)
        .map(({ data }) => data),
    deliver(data: unknown, origin: string, source: unknown = opener) {
      for (const listener of listeners) listener({ data, origin, source });
    },
  };
}

/** The one inline script of an HTML page, and the nonce it carries. */
export function inlineScript(html: string): { nonce: string | undefined; text: string } {
  const match = /<script(?: nonce="([^"]*)")?>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error(`no inline script in ${html}`);
  return { nonce: match[1], text: match[2] ?? '' };
}
