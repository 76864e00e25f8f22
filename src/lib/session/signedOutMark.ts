import { storedKeys } from '../../config/storage.ts';
import { appStorage } from '../storage/appStorage.ts';

/**
 * The mark a sign-out the identity service did not complete leaves in this browser
 * (docs/storage.md): while it is there, no page signs the parent in silently, because the
 * service may still know them. Only a sign-in the parent makes (the OIDC callback) lifts it.
 */
const { key, maxAgeMs } = storedKeys.signedOut;

export function markSignedOut(): void {
  appStorage().set(key, Date.now(), { maxAgeMs });
}

export function liftSignedOutMark(): void {
  appStorage().remove(key);
}

export function signedOutHere(): boolean {
  return appStorage().get(key) !== undefined;
}
