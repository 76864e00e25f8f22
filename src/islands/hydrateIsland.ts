import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hydrates an island's prerendered markup (components/Island.astro) with its props. */
export function hydrateIsland(island: HTMLElement, Component: ComponentType<never>): void {
  const props = JSON.parse(island.dataset['props'] ?? '{}') as Record<string, unknown>;
  startTransition(() => {
    hydrateRoot(island, createElement(Component as ComponentType<Record<string, unknown>>, props));
  });
}
