import { storageKeyOf } from '../../config/storage.ts';

/**
 * The check-your-inbox page is static; what differs per visit is chosen by an inline script
 * while the page is parsed, before it is first painted (no flash of the wrong text, no layout
 * shift): the variant (a forgotten password, or an account that has none yet: `?reason=`), the
 * address the mail went to (kept in this tab by the page that sent it; set as text, never as
 * HTML) and the way back to sign-in with the rest of the query (the return state).
 */
const inboxEmailKey = storageKeyOf('inboxEmail');

/** Keeps the address for the inbox page of this tab. */
export function rememberInboxEmail(storage: Storage | undefined, email: string): void {
  try {
    storage?.setItem(inboxEmailKey, email);
  } catch {
    // Without storage the page says "the address you entered" instead.
  }
}

export function rememberedInboxEmail(storage: Storage | undefined): string {
  try {
    return storage?.getItem(inboxEmailKey) ?? '';
  } catch {
    return '';
  }
}

/**
 * The inline script (hashed into the Content-Security-Policy by the build). It picks the texts a
 * visit shows: each element lists the variants it belongs to (`data-inbox-variant`), one of
 * `forgot`, `forgotNoAddress`, `setPassword`, `setPasswordNoAddress`.
 */
export function inboxVariantScript(): string {
  return [
    '(function(){var q=new URLSearchParams(location.search),e="";',
    `try{e=sessionStorage.getItem(${JSON.stringify(inboxEmailKey)})||""}catch(x){}`,
    'var v=(q.get("reason")==="setPassword"?"setPassword":"forgot")+(e?"":"NoAddress");',
    'document.querySelectorAll("[data-inbox-variant]").forEach(function(n){',
    'n.hidden=n.getAttribute("data-inbox-variant").split(" ").indexOf(v)<0});',
    'document.querySelectorAll("[data-inbox-email]").forEach(function(n){n.textContent=e});',
    'q.delete("reason");var s=q.toString();',
    'document.querySelectorAll("[data-inbox-back]").forEach(function(a){a.search=s})})()',
  ].join('');
}
