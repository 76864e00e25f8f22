import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { log } from '../lib/log/log.ts';

/** Hydrates an island's prerendered markup (components/Island.astro) with its props. */
export function hydrateIsland(island: HTMLElement, Component: ComponentType<never>): void {
  const props = JSON.parse(island.dataset['props'] ?? '{}') as Record<string, unknown>;
  startTransition(() => {
    hydrateRoot(island, createElement(Component as ComponentType<Record<string, unknown>>, props), {
      // Prerendered dates and times are written by the build's ICU; a browser whose ICU writes
      // one differently makes React draw the island again, which is fine and no error.
      onRecoverableError: (error) => log.warn('island drawn again: its prerendered markup differed', error),
    });
  });
}
