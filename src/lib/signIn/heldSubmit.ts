/**
 * A tap before the page is ready must not be lost. The sign-in forms are prerendered, so a
 * parent (or a password manager) can fill one in and submit it before its island has loaded.
 * A tiny inline script, run while the page is parsed, holds such a submit: it stops the
 * browser's own submission (a password must never end up in an address or a reload) and marks
 * the form; the island, once it runs, marks the form ready and replays the held submit.
 */
export const holdAttribute = 'data-hold-submit';
const readyAttribute = 'data-ready';
const heldAttribute = 'data-held';

/** The inline script (the build hashes it into the Content-Security-Policy). */
export function holdSubmitScript(): string {
  return [
    "document.addEventListener('submit',function(e){var f=e.target;",
    `if(f instanceof HTMLFormElement&&f.hasAttribute('${holdAttribute}')&&!f.hasAttribute('${readyAttribute}')){`,
    `e.preventDefault();f.setAttribute('${heldAttribute}','')}},true)`,
  ].join('');
}

/** The island's part: from now on it handles submits; a held one is submitted again. */
export function releaseHeldSubmit(form: HTMLFormElement): void {
  form.setAttribute(readyAttribute, '');
  if (!form.hasAttribute(heldAttribute)) return;
  form.removeAttribute(heldAttribute);
  form.requestSubmit();
}

/** A submit the island handles itself was not held (the script may have seen it first). */
export function clearHeldSubmit(form: HTMLFormElement): void {
  form.removeAttribute(heldAttribute);
}
