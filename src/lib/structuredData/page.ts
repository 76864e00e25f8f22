/*
 * What every page's schema.org JSON-LD shares (the play centre's, an article's): the entity's
 * page, and the JSON text as a page carries it. Each page's own builder is in its part of lib.
 */

/**
 * What every entity one of our pages describes says (a play centre, an article): its name and
 * its page. A place or a product has no language of its own (no `inLanguage`); the page
 * describing it has.
 */
export function entityOfPage(name: string, url: string, language: string) {
  return {
    '@context': 'https://schema.org' as const,
    name,
    url,
    mainEntityOfPage: { '@type': 'WebPage' as const, '@id': url, inLanguage: language },
  };
}

/**
 * The JSON text to put inside `<script type="application/ld+json">`. An HTML parser ends the
 * script at the first `</script`, even inside a JSON string, so every `<` is written `\u003c`:
 * in JSON a `<` can only be inside a string, where `\u003c` reads back as the same `<`.
 */
export function structuredDataScript(data: object): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
