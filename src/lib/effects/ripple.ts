/**
 * The ripple effect's rules (spec §9). A touch makes the browser fire a compatibility mouse
 * event after it (mousedown, sometimes hundreds of milliseconds later); the ripple ignores any
 * mouse event within 800 ms after a touch, so one tap gives one ripple.
 */
export const touchMouseGapMs = 800;

export type PressKind = 'touch' | 'mouse';

export interface PressGate {
  /** Whether a press of `kind` at `at` (ms) should ripple; touches are remembered. */
  accept(kind: PressKind, at: number): boolean;
}

/**
 * A mouse press is ignored when 0 ≤ (its time − the last touch's) ≤ 800 ms. A clock that went
 * backwards (negative gap) does not silence the mouse for good.
 */
export function createPressGate(gapMs: number = touchMouseGapMs): PressGate {
  let lastTouchAt: number | undefined;
  return {
    accept(kind, at) {
      if (kind === 'touch') {
        lastTouchAt = at;
        return true;
      }
      if (lastTouchAt === undefined) return true;
      const sinceTouch = at - lastTouchAt;
      return !(sinceTouch >= 0 && sinceTouch <= gapMs);
    },
  };
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Wave {
  /** Diameter: reaches the farthest corner from the press point, so the wave fills the element. */
  size: number;
  /** Top-left of the wave's square, relative to the element. */
  x: number;
  y: number;
}

/** The wave for a press at (clientX, clientY) on an element's box; a press without a point starts at its centre. */
export function waveFor(box: Box, clientX?: number, clientY?: number): Wave {
  const pointX = Number.isFinite(clientX) ? (clientX as number) - box.left : box.width / 2;
  const pointY = Number.isFinite(clientY) ? (clientY as number) - box.top : box.height / 2;
  const reachX = Math.max(pointX, box.width - pointX);
  const reachY = Math.max(pointY, box.height - pointY);
  const size = 2 * Math.hypot(reachX, reachY);
  return { size, x: pointX - size / 2, y: pointY - size / 2 };
}
