import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates an island's prerendered markup (components/Island.astro) with its props. It imports
 * nothing but React, so it shares React's chunk without pulling anything in with it: the
 * logger came in once, and every page script that logs then imported React
 * (scripts/lib/chunks.ts). `redrawn` hears of an island React drew again.
 */
export function hydrateIsland(
  island: HTMLElement,
  Component: ComponentType<never>,
  redrawn: (error: unknown) => void,
): void {
  const props = JSON.parse(island.dataset['props'] ?? '{}') as Record<string, unknown>;
  startTransition(() => {
    hydrateRoot(island, createElement(Component as ComponentType<Record<string, unknown>>, props), {
      onRecoverableError: redrawn,
    });
  });
}
