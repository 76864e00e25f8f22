import { createPressGate, waveFor, type PressKind } from '../../lib/effects/ripple.ts';

/** Elements marked `data-ripple` (buttons, links styled as buttons) ripple when pressed. */
const rippleSelector = '[data-ripple]';
const waveDurationMs = 450;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function pressedHost(target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const host = target.closest<HTMLElement>(rippleSelector);
  if (host === null || host.matches(':disabled, [aria-disabled="true"]')) return undefined;
  return host;
}

/**
 * Draws one wave. Every style goes through the CSSOM and the Web Animations API, which the
 * Content-Security-Policy allows (it forbids inline style attributes and elements), so the
 * effect needs no stylesheet on pages that do not use it. The wave sits in a clipping layer,
 * so the button's own overflow and layout stay as they are.
 */
function drawWave(host: HTMLElement, clientX?: number, clientY?: number): void {
  const wave = waveFor(host.getBoundingClientRect(), clientX, clientY);
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
  const layer = document.createElement('span');
  layer.dataset['rippleLayer'] = '';
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, {
    position: 'absolute',
    inset: '0',
    overflow: 'hidden',
    borderRadius: 'inherit',
    pointerEvents: 'none',
  });
  const circle = document.createElement('span');
  Object.assign(circle.style, {
    position: 'absolute',
    left: `${wave.x}px`,
    top: `${wave.y}px`,
    width: `${wave.size}px`,
    height: `${wave.size}px`,
    borderRadius: '50%',
    background: 'currentColor',
    opacity: '0',
  });
  layer.append(circle);
  host.append(layer);
  const animation = circle.animate(
    [
      { transform: 'scale(0)', opacity: 0.3 },
      { transform: 'scale(1)', opacity: 0 },
    ],
    { duration: waveDurationMs, easing: 'ease-out' },
  );
  const remove = () => layer.remove();
  animation.finished.then(remove, remove);
}

let stopCurrent: (() => void) | undefined;

/**
 * Starts the ripple on every `data-ripple` element of the page, present or added later
 * (islands included), through two listeners on the document. A page that wants it imports
 * this module in its own script; no other page loads it. Nothing ripples for visitors who
 * ask for reduced motion. Returns a function that stops it again.
 */
export function startRipple(): () => void {
  if (stopCurrent) return stopCurrent;
  const gate = createPressGate();
  const press = (kind: PressKind, target: EventTarget | null, clientX?: number, clientY?: number) => {
    const host = pressedHost(target);
    // The gate hears every press, so a touch outside a ripple element still silences its mouse echo.
    if (!gate.accept(kind, performance.now()) || host === undefined || prefersReducedMotion()) return;
    drawWave(host, clientX, clientY);
  };
  const onTouch = (event: TouchEvent) => {
    const touch = event.touches[0];
    press('touch', event.target, touch?.clientX, touch?.clientY);
  };
  const onMouse = (event: MouseEvent) => {
    if (event.button === 0) press('mouse', event.target, event.clientX, event.clientY);
  };
  const options = { capture: true, passive: true };
  document.addEventListener('touchstart', onTouch, options);
  document.addEventListener('mousedown', onMouse, options);
  stopCurrent = () => {
    document.removeEventListener('touchstart', onTouch, options);
    document.removeEventListener('mousedown', onMouse, options);
    stopCurrent = undefined;
  };
  return stopCurrent;
}
