/**
 * A frame of the identity service's that nobody sees: out of sight, out of the accessibility
 * tree and out of the tab order, as oidc-client-ts places its own. Used for the session check
 * (checkSession.ts) and for ending the session at sign-out (endSessionFrame.ts).
 */
export function hiddenFrame(title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  Object.assign(frame.style, { visibility: 'hidden', position: 'fixed', left: '-1000px', top: '0' });
  frame.width = '0';
  frame.height = '0';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.title = title;
  return frame;
}
