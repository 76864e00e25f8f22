/**
 * Which of the window's `error` events are our scripts failing. A real script error carries
 * what was thrown in `error`. The browser also fires `error` on the window for its own reports,
 * with no thrown value: the ResizeObserver loop message (Firefox fires it whenever a resize
 * reaction changes layout within one frame, and it breaks nothing) and the opaque
 * "Script error." of a script on another origin, whose failure we can neither explain to a
 * parent nor mend. Those are logged for whoever is looking, never shown as a notice.
 */
export type UncaughtErrorKind = 'scriptError' | 'browserReport';

/** The parts of an `ErrorEvent` this reads. */
export interface ErrorEventLike {
  error?: unknown;
  message?: string;
}

export function uncaughtErrorKind(event: ErrorEventLike): UncaughtErrorKind {
  return event.error === undefined || event.error === null ? 'browserReport' : 'scriptError';
}
