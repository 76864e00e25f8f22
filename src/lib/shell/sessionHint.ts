import { storedUserKeyPrefix } from '../session/storedUserPrefix.ts';

/**
 * A few characters of the head's inline script (layouts/ShellLayout.astro; the build hashes it
 * into the Content-Security-Policy). A tab that keeps a signed-in user starts as
 * `<html data-session="pending">`, before first paint, so the header's sign-in link never
 * flashes at a parent who is signed in while the shell's script, which starts after the first
 * paint, finds out (lib/session/boot.ts says the same once it runs, and then the truth).
 * Storage that refuses leaves the page as a visitor sees it.
 */
export function sessionHintScript(): string {
  return [
    'try{for(var i=0;i<sessionStorage.length;i++)',
    `if(String(sessionStorage.key(i)).indexOf(${JSON.stringify(storedUserKeyPrefix)})===0){`,
    "document.documentElement.setAttribute('data-session','pending');break}}catch(e){}",
  ].join('');
}
