/**
 * The WCAG 1.4.12 text-spacing override, as the bookmarklets testers use set it on every
 * element: line height 1.5, paragraph spacing 2em, letter spacing 0.12em, word spacing 0.16em.
 */
export const textSpacing = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * Applies `css` to the page, run in it (Playwright's `evaluate`, an engine's `run`): as a
 * constructed style sheet, which the page's Content Security Policy allows where it refuses a
 * `<style>` element, as a reader's own style sheet would be.
 */
export function applyStyleSheet(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * Run in the page: the text in `selector` that reaches past the window's right edge (each as
 * the start of its words), whether the page scrolls sideways to it or a box cuts it off.
 */
export function textPastRightEdge(selector: string): string[] {
  const width = document.documentElement.clientWidth;
  const root = document.querySelector(selector);
  if (!root) return [`no ${selector}`];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const past: string[] = [];
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some((rect) => rect.width > 0 && rect.right > width + 1))
      past.push(node.textContent.trim().slice(0, 40));
  }
  return past;
}
