import { Component, type ReactNode } from 'react';

/**
 * The page's words for a fault on our side and its "try again" (components/Messages.astro puts
 * them in every page, `#error-texts`), read only when a fault happens: no island carries them.
 */
function faultTexts(): { text: string; tryAgain: string } {
  try {
    const texts = JSON.parse(document.getElementById('error-texts')?.textContent ?? '{}') as Record<
      string,
      string | undefined
    >;
    return { text: texts['errors.server'] ?? '', tryAgain: texts['errorPage.tryAgain'] ?? '' };
  } catch {
    return { text: '', tryAgain: '' };
  }
}

interface Props {
  children: ReactNode;
  /** Logs the fault, once (the island's mount function passes its logger). */
  onError: (error: unknown) => void;
}

/**
 * Every island's error boundary: an island that fails while drawing leaves the rest of the page
 * as it was, and shows, in its place, the translated "something went wrong on our side" with a
 * way to try again (a reload). Imports nothing but React, so it shares React's chunk
 * (islands/hydrateIsland.ts says why that matters).
 */
export default class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { text, tryAgain } = faultTexts();
    return (
      <div className="notice notice--error" role="alert" data-testid="island-fault">
        <p className="notice__text">{text}</p>
        <button type="button" className="button" onClick={() => location.reload()}>
          {tryAgain}
        </button>
      </div>
    );
  }
}
