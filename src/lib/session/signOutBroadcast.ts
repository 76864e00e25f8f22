/**
 * The word between the tabs of this site that the parent signed out: sent at once when they
 * tap sign-out (signOut.ts), heard by every other open tab (boot.ts), which forgets its own copy
 * of the session (sessionStorage is per tab: only that tab can remove it) and drops every
 * personal view. No identity service is needed for it, so it holds when the service is away.
 */
const channelName = 'playcentre:session';

interface SignOutMessage {
  kind: 'signedOut';
}

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
}

/** Tells every other tab of this site that the parent signed out. */
export function announceSignOut(): void {
  const sender = channel();
  if (!sender) return;
  const message: SignOutMessage = { kind: 'signedOut' };
  sender.postMessage(message);
  sender.close();
}

/** Calls `onSignOut` whenever another tab announces a sign-out; returns a function that stops. */
export function listenForSignOut(onSignOut: () => void): () => void {
  const receiver = channel();
  if (!receiver) return () => undefined;
  receiver.onmessage = (event: MessageEvent) => {
    if ((event.data as Partial<SignOutMessage> | null)?.kind === 'signedOut') onSignOut();
  };
  return () => receiver.close();
}
