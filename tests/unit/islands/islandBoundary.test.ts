import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import IslandBoundary from '../../../src/islands/IslandBoundary.tsx';

/** The page's error texts, as components/Messages.astro writes them into every page. */
function pageWithTexts(texts: Record<string, string> | null) {
  const element = texts && { textContent: JSON.stringify(texts) };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'error-texts' ? element : null) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// React runs a boundary only in a browser; these call what React calls, in its order.
describe(IslandBoundary, () => {
  it('should draw the island as it is while nothing fails, so the prerendered markup matches', () => {
    const onError = vi.fn();
    const island = createElement(IslandBoundary, { onError, children: createElement('p', null, 'Barkarby') });
    expect(renderToString(island)).toBe('<p>Barkarby</p>');
    expect(onError).not.toHaveBeenCalled();
  });

  it('should log a fault once, and show the page’s words for it with a way to try again', () => {
    pageWithTexts({ 'errors.server': 'Något gick fel hos oss.', 'errorPage.tryAgain': 'Försök igen' });
    const onError = vi.fn();
    const boundary = new IslandBoundary({ onError, children: null });
    boundary.state = IslandBoundary.getDerivedStateFromError();
    const fault = new TypeError("Cannot read properties of null (reading 'sku')");
    boundary.componentDidCatch(fault);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(fault);
    const html = renderToString(boundary.render() as ReactElement);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Något gick fel hos oss.');
    expect(html).toMatch(/<button[^>]*>Försök igen<\/button>/);
    expect(html).not.toContain('sku');
  });

  it('should still show a notice when the page has no error texts', () => {
    pageWithTexts(null);
    const boundary = new IslandBoundary({ onError: vi.fn(), children: null });
    boundary.state = IslandBoundary.getDerivedStateFromError();
    expect(renderToString(boundary.render() as ReactElement)).toContain('role="alert"');
  });
});
