import {
  islandHydratedAttribute,
  islandHydratedEvent,
  shellReadyAttribute,
  shellReadyEvent,
} from './shellReady.ts';

/**
 * The first tap counts, even before any script of ours has loaded. Links and platform dialogs'
 * close forms work without script; what needs script is the shell's own buttons (menu, country,
 * cookie settings: `data-open`, bound by islands/shell.ts) and the controls of React islands
 * (the consent dialog's buttons), dead until their island has hydrated. On a phone with a slow
 * connection that is seconds, and the tap used to be lost.
 *
 * A small inline script in the head (the build hashes it into the Content-Security-Policy)
 * listens for clicks in the capture phase from the first byte of the page:
 * - a tap on such a control that is not ready yet is held (default and propagation stopped,
 *   so a checkbox does not toggle behind React's back) and replayed with `click()` once it
 *   is: on `shell:ready` for the shell's buttons, on the island's `island:hydrated` for an
 *   island's (components/Island.astro). Each control is held once; the order of taps is kept.
 * - sign-in links (`data-sign-in-link`) and language links (`data-keep-query`) are real links
 *   and work at once; only their address is completed at the tap with what only the browser
 *   knows (the current address as continuePath; a play centre's and booking's items, the query
 *   and fragment to keep), by the same rules as lib/shell/signInLink.ts and
 *   lib/shell/languageSwitch.ts.
 * Forms marked `data-hold-submit` hold their own submits (lib/signIn/heldSubmit.ts), so their
 * controls are left to that script. Links, `<summary>` and text fields need no holding, but for
 * a link in a form the build drew (`data-prerendered`, a booking): what was typed into it
 * before its script came is the store's only once the script has run, so leaving waits for it.
 *
 * Why hold and replay rather than make every control a link: the menu and the dialogs are
 * modal `<dialog>`s (focus trapped, the page inert), which only script can open; a link to a
 * fragment would open nothing. Holding keeps one behaviour, the real one, a moment late.
 */

const heldControls = [
  'button',
  '[role=button]',
  'label',
  'input[type=checkbox]',
  'input[type=radio]',
  'input[type=submit]',
  'input[type=button]',
].join(',');

/** The inline script, as the head carries it. */
export function firstTapScript(): string {
  return [
    '(function(){var d=document,r=d.documentElement,held=[];',
    // Completes a sign-in or language link with what only the browser knows.
    'function complete(a){var u=new URL(a.href),l=location;',
    "if(a.hasAttribute('data-sign-in-link')){u.searchParams.set('continuePath',l.href);",
    "var o=new URLSearchParams(l.search).get('origin');if(o)u.searchParams.set('origin',o)}",
    // An item page's language link: the current path's items in the other language's pattern.
    "else{var t=a.getAttribute('data-path-pattern'),w=a.closest('[data-own-pattern]');",
    "if(t&&w){var o=w.getAttribute('data-own-pattern').split('/'),c=l.pathname.replace(/\\/+$/,'').split('/'),",
    "g=t.split('/'),ok=o.length===c.length&&g.length===o.length;",
    "o.forEach(function(s,i){if(s==='*'?!c[i]:s!==c[i])ok=false});",
    "if(ok)u.pathname=g.map(function(s,i){return s==='*'?c[i]:s}).join('/')}",
    'if(!u.search&&l.search)u.search=l.search;if(!u.hash&&l.hash)u.hash=l.hash}a.href=u.href}',
    // What a control waits for: its island's hydration, or the shell script.
    `function waitsFor(c){var i=c.closest("[data-island]:not([${islandHydratedAttribute}])");if(i)return i;`,
    `if(c.matches("[data-open]")&&r.getAttribute("${shellReadyAttribute}")!=="ready")return d;return null}`,
    'function replay(on,type){on.addEventListener(type,function(){setTimeout(function(){',
    'held=held.filter(function(h){if(h.on!==on)return true;h.control.click();return false})})},{once:true})}',
    "d.addEventListener('click',function(e){var t=e.target;if(!(t instanceof Element))return;",
    "var a=t.closest('a[data-sign-in-link],a[data-keep-query]');if(a){complete(a);return}",
    `var c=t.closest(${JSON.stringify(heldControls)})||t.closest("[data-prerendered]:not([${islandHydratedAttribute}]) a[href]");`,
    "if(!c||c.closest('form[data-hold-submit]'))return;var on=waitsFor(c);if(!on)return;",
    'e.preventDefault();e.stopImmediatePropagation();',
    'if(held.some(function(h){return h.control===c}))return;',
    `if(!held.some(function(h){return h.on===on}))replay(on,on===d?"${shellReadyEvent}":"${islandHydratedEvent}");`,
    'held.push({control:c,on:on})},true)})()',
  ].join('');
}
