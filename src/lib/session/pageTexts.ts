/**
 * A translated text the page carries for code that has no strings of its own (the
 * `#error-texts` JSON of components/Messages.astro, prerendered in the page's language).
 */
export function pageText(key: string): string {
  try {
    const texts = JSON.parse(document.getElementById('error-texts')?.textContent ?? '{}') as Record<
      string,
      string
    >;
    return texts[key] ?? texts['general.error-unknown'] ?? '';
  } catch {
    return '';
  }
}
