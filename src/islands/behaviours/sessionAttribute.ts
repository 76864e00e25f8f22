import { sessionVisibility } from '../../lib/shell/visibility.ts';
import { $session } from '../../stores/session.ts';

/**
 * Mirrors the session onto `<html data-session>`, which the `data-when` rules in
 * styles/shell.css read: any static element can be restricted without an island.
 */
export function startSessionAttribute(): void {
  $session.subscribe((session) => {
    document.documentElement.dataset['session'] = sessionVisibility(session);
  });
}
