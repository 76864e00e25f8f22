import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import IslandBoundary from './IslandBoundary.tsx';

/**
 * Hydrates an island's prerendered markup (components/Island.astro) with its props. It imports
 * nothing but React, so it shares React's chunk without pulling anything in with it: the
 * logger came in once, and every page script that logs then imported React
 * (scripts/lib/chunks.ts). `redrawn` hears of an island React drew again, `failed` of one that
 * failed to draw (its boundary shows the notice in its place; the boundary draws nothing of its
 * own otherwise, so the prerendered markup still matches).
 */
export function hydrateIsland(
  island: HTMLElement,
  Component: ComponentType<never>,
  redrawn: (error: unknown) => void,
  failed: (error: unknown) => void,
): void {
  const props = JSON.parse(island.dataset['props'] ?? '{}') as Record<string, unknown>;
  const view = createElement(Component as ComponentType<Record<string, unknown>>, props);
  startTransition(() => {
    hydrateRoot(island, createElement(IslandBoundary, { onError: failed, children: view }), {
      onRecoverableError: redrawn,
    });
  });
}
