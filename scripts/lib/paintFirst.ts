import { readFile, writeFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
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
 * The scripts are not even asked for before that paint. On a slow phone connection their
 * requests shared the first round trips with the document, and a `modulepreload` link made
 * them as urgent as the document itself; Lighthouse then counted them into the first paint of
 * the play centre's page. Once the page is painted, the starter asks for every chunk the
 * scripts import, the whole tree at once (a `modulepreload` link each, one per task as in
 * preloadHelper.ts), so their download takes one round trip instead of one per level of
 * imports, which is what the page had before.
 */

/** The id of the JSON that lists the page's scripts for the starter. */
export const modulesElementId = 'paint-first-modules';

/** What the starter reads: the scripts to start in order, and the chunks to ask for at once. */
export interface PaintFirstModules {
  start: string[];
  preload: string[];
}

/**
 * The one inline starter (the same text on every page, so one hash in the Content-Security-
 * Policy). Once the document is parsed it waits for the first contentful paint (Paint Timing's
 * `first-contentful-paint` entry, which comes when the frame is on screen, not merely drawn;
 * a frame callback where the browser has no such entry), or 500 ms, whichever comes first.
 *
 * It imports the modules one after the other, in their order, rather than adding `<script
 * src>` elements: a script's `src` is a Trusted Types sink, which the policy (`trusted-types
 * 'none'`) refuses, and `import()` is none (nor is a link's `href`). A module that fails is
 * tried once more a second later (Firefox rejects the imports still loading when a navigation
 * starts, before the page is gone: the second try never comes; src/lib/shell/oneRetry.ts does
 * the same for islands); a second failure is reported as an uncaught error, as a failing
 * script would be, and the next module still starts.
 */
const paintFirstStarter = `(()=>{let started=false;const start=async()=>{if(started)return;started=true;const modules=JSON.parse(document.getElementById('${modulesElementId}').textContent);const preload=()=>{const href=modules.preload.shift();if(href===undefined)return;const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link);setTimeout(preload)};setTimeout(preload);for(const href of modules.start){try{await import(href)}catch{await new Promise((resolve)=>setTimeout(resolve,1000));try{await import(href)}catch(error){setTimeout(()=>{throw error})}}}};document.addEventListener('DOMContentLoaded',()=>{if(document.visibilityState==='hidden')return void start();setTimeout(start,500);if(self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.includes('paint')){new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();start()}).observe({type:'paint',buffered:true})}else requestAnimationFrame(()=>setTimeout(start))},{once:true})})()`;

const moduleScript = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * The chunks a page asks for once painted: every chunk its scripts import, directly or not,
 * and the scripts themselves but the first (which the starter imports at once), each once,
 * nearest first. `importsOf` gives a chunk's static imports, as addresses; a script the
 * build did not make is an error, so no page silently loses its scripts' preloads.
 */
export function modulesToStart(
  scripts: readonly string[],
  importsOf: ReadonlyMap<string, readonly string[]>,
): PaintFirstModules {
  const seen = new Set<string>(scripts.slice(0, 1));
  const preload: string[] = [];
  const queue = [...scripts.slice(1), ...scripts.flatMap((script) => importsOfChunk(script, importsOf))];
  while (queue.length > 0) {
    const chunk = queue.shift()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    preload.push(chunk);
    queue.push(...importsOfChunk(chunk, importsOf));
  }
  return { start: [...scripts], preload };
}

function importsOfChunk(chunk: string, importsOf: ReadonlyMap<string, readonly string[]>) {
  const imports = importsOf.get(chunk);
  if (!imports) throw new Error(`paint-first: ${chunk} is no chunk of this build`);
  return imports;
}

/**
 * A built page with its module scripts started after the first paint: the scripts leave the
 * page, and where the last one stood come the list of what to start and preload (JSON) and
 * the starter. A page without module scripts is returned as it is.
 */
export function startScriptsAfterPaint(
  html: string,
  importsOf: ReadonlyMap<string, readonly string[]>,
): string {
  const sources = [...html.matchAll(moduleScript)];
  if (sources.length === 0) return html;
  const modules = modulesToStart(
    sources.map((match) => match[1]!),
    importsOf,
  );
  const last = sources.at(-1)!;
  let result = '';
  let from = 0;
  for (const match of sources) {
    result += html.slice(from, match.index);
    if (match === last) {
      result += `<script type="application/json" id="${modulesElementId}">${JSON.stringify(modules)}</script>`;
      result += `<script>${paintFirstStarter}</script>`;
    }
    from = match.index + match[0].length;
  }
  return result + html.slice(from);
}

/**
 * Records each client chunk's static imports as the bundler wrote them (`/_astro/…` addresses,
 * as the pages name them), for the pages' preload lists.
 */
function chunkImports(into: Map<string, readonly string[]>): Plugin {
  return {
    name: 'paint-first-chunk-imports',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk')
          into.set(
            `/${file.fileName}`,
            file.imports.map((name) => `/${name}`),
          );
      }
    },
  };
}

/** Applies `startScriptsAfterPaint` to every built page but the sign-in callbacks. */
export function paintFirst(): AstroIntegration {
  const importsOf = new Map<string, readonly string[]>();
  return {
    name: 'paint-first',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [chunkImports(importsOf)] } });
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of await htmlFiles(root)) {
          const path = `/${relative(root, file).split(sep).join('/')}`;
          if (path.startsWith(oidcCallbackPrefix)) continue;
          const html = await readFile(file, 'utf8');
          const painted = startScriptsAfterPaint(html, importsOf);
          if (painted !== html) await writeFile(file, painted);
        }
      },
    },
  };
}
