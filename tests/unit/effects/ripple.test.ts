import { describe, expect, it } from 'vitest';
import { createPressGate, touchMouseGapMs, waveFor } from '../../../src/lib/effects/ripple.ts';

describe(createPressGate, () => {
  it('should ignore a mouse press within 800 ms after a touch', () => {
    expect(touchMouseGapMs).toBe(800);
    const gate = createPressGate();
    expect(gate.accept('touch', 1_000)).toBe(true);
    expect(gate.accept('mouse', 1_000)).toBe(false);
    expect(gate.accept('mouse', 1_300)).toBe(false);
    expect(gate.accept('mouse', 1_800)).toBe(false);
  });

  it('should accept a mouse press more than 800 ms after a touch', () => {
    const gate = createPressGate();
    gate.accept('touch', 1_000);
    expect(gate.accept('mouse', 1_801)).toBe(true);
  });

  it('should accept mouse presses when there was no touch', () => {
    const gate = createPressGate();
    expect(gate.accept('mouse', 0)).toBe(true);
    expect(gate.accept('mouse', 10)).toBe(true);
  });

  it('should measure from the latest touch', () => {
    const gate = createPressGate();
    gate.accept('touch', 0);
    gate.accept('touch', 700);
    expect(gate.accept('mouse', 1_400)).toBe(false);
    expect(gate.accept('mouse', 1_501)).toBe(true);
  });

  it('should always accept touches', () => {
    const gate = createPressGate();
    expect(gate.accept('mouse', 0)).toBe(true);
    expect(gate.accept('touch', 1)).toBe(true);
    expect(gate.accept('touch', 2)).toBe(true);
  });

  it('should not silence the mouse when the clock went backwards', () => {
    const gate = createPressGate();
    gate.accept('touch', 5_000);
    expect(gate.accept('mouse', 4_999)).toBe(true);
  });

  it('should take another gap', () => {
    const gate = createPressGate(100);
    gate.accept('touch', 0);
    expect(gate.accept('mouse', 100)).toBe(false);
    expect(gate.accept('mouse', 101)).toBe(true);
  });
});

describe(waveFor, () => {
  const box = { left: 10, top: 20, width: 100, height: 40 };

  it('should centre the wave on the press and reach the farthest corner', () => {
    const wave = waveFor(box, 10, 20); // the top-left corner
    expect(wave.size).toBeCloseTo(2 * Math.hypot(100, 40));
    expect(wave.x).toBeCloseTo(-wave.size / 2);
    expect(wave.y).toBeCloseTo(-wave.size / 2);
  });

  it('should start at the centre for a press without a point (keyboard, garbage)', () => {
    for (const [x, y] of [
      [undefined, undefined],
      [Number.NaN, Number.NaN],
    ]) {
      const wave = waveFor(box, x, y);
      expect(wave.size).toBeCloseTo(2 * Math.hypot(50, 20));
      expect(wave.x + wave.size / 2).toBeCloseTo(50);
      expect(wave.y + wave.size / 2).toBeCloseTo(20);
    }
  });

  it('should cover the whole box from any point inside it', () => {
    for (const [x, y] of [
      [60, 40],
      [109, 59],
      [35, 25],
    ]) {
      const wave = waveFor(box, x, y);
      const centreX = wave.x + wave.size / 2;
      const centreY = wave.y + wave.size / 2;
      for (const [cornerX, cornerY] of [
        [0, 0],
        [100, 0],
        [0, 40],
        [100, 40],
      ]) {
        expect(Math.hypot(cornerX! - centreX, cornerY! - centreY)).toBeLessThanOrEqual(wave.size / 2 + 1e-9);
      }
    }
  });
});
