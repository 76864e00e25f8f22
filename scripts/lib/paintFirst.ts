import { readFile, writeFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { oidcCallbackPrefix } from '../../src/config/oidc.ts';
import { htmlFiles } from './htmlFiles.ts';

/*
 * Paint first, then run scripts. Every page is complete as HTML: its links are links, its
 * forms are forms, and the head's first-tap script holds a tap that comes before the islands
 * (see "The shell" in the README). A module script the browser already has when the document
 * is parsed runs before the first frame, so on a fast connection the page's first paint
 * waited for the shell, the stores and the first islands. The build therefore takes Astro's
 * `<script type="module" src>` elements out of the page and starts the scripts, in their
 * order, once the document is parsed and a frame has been painted; a page nobody sees (a
 * background tab) starts at once, and none waits more than half a second for a frame. The
 * sign-in callback pages have nothing to paint and keep their scripts as they are.
 *
 * The scripts are not even asked for before that paint. As `modulepreload` links they were
 * as urgent as the document and shared a slow connection's first round trips with it, and
 * Lighthouse counted them into the play centre's first and largest paint (1.5-1.7 s, where
 * the page alone paints at 1.0-1.1 s). Asking for the whole import tree at once after the
 * paint was tried: the chunks then arrived together and were compiled and run in a few long
 * tasks, which tripled the blocking time of the form pages (docs/performance.md).
 */

/** The id of the JSON list of the page's scripts, which the starter reads. */
export const modulesElementId = 'paint-first-modules';

/**
 * The one inline starter (the same text on every page, so one hash in the Content-Security-
 * Policy). Once the document is parsed it waits for the first contentful paint (Paint Timing's
 * `first-contentful-paint` entry, which comes when the frame is on screen, not merely drawn;
 * a frame callback where the browser has no such entry), or 500 ms, whichever comes first.
 *
 * It imports the modules one after the other, in their order, rather than adding `<script
 * src>` elements: a script's `src` is a Trusted Types sink, which the policy (`trusted-types
 * 'none'`) refuses, and `import()` is none. The modules after the first are asked for at once
 * (`modulepreload`, which fetches the file alone, not its imports), so each is there when its
 * turn comes instead of one round trip after the one before: a page whose first module starts
 * a call (the e-mail confirmation) shows its answer a round trip sooner. A module that fails is tried once more a second
 * later (Firefox rejects the imports still loading when a navigation starts, before the page
 * is gone: the second try never comes; src/lib/shell/oneRetry.ts does the same for islands);
 * a second failure is reported as an uncaught error, as a failing script would be, and the
 * next module still starts.
 */
const paintFirstStarter = `(()=>{let started=false;const start=async()=>{if(started)return;started=true;const modules=JSON.parse(document.getElementById('${modulesElementId}').textContent);for(const href of modules.slice(1)){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}for(const href of modules){try{await import(href)}catch{await new Promise((resolve)=>setTimeout(resolve,1000));try{await import(href)}catch(error){setTimeout(()=>{throw error})}}}};document.addEventListener('DOMContentLoaded',()=>{if(document.visibilityState==='hidden')return void start();setTimeout(start,500);if(self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.includes('paint')){new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();start()}).observe({type:'paint',buffered:true})}else requestAnimationFrame(()=>setTimeout(start))},{once:true})})()`;

const moduleScript = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * A built page with its module scripts started after the first paint: the scripts leave the
 * page, and where the last one stood come their list (JSON) and the starter. A page without
 * module scripts is returned as it is.
 */
export function startScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(moduleScript)];
  if (sources.length === 0) return html;
  const scripts = JSON.stringify(sources.map((match) => match[1]));
  const last = sources.at(-1)!;
  let result = '';
  let from = 0;
  for (const match of sources) {
    result += html.slice(from, match.index);
    if (match === last) {
      result += `<script type="application/json" id="${modulesElementId}">${scripts}</script>`;
      result += `<script>${paintFirstStarter}</script>`;
    }
    from = match.index + match[0].length;
  }
  return result + html.slice(from);
}

/** Applies `startScriptsAfterPaint` to every built page but the sign-in callbacks. */
export function paintFirst(): AstroIntegration {
  return {
    name: 'paint-first',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of await htmlFiles(root)) {
          const path = `/${relative(root, file).split(sep).join('/')}`;
          if (path.startsWith(oidcCallbackPrefix)) continue;
          const html = await readFile(file, 'utf8');
          const painted = startScriptsAfterPaint(html);
          if (painted !== html) await writeFile(file, painted);
        }
      },
    },
  };
}
