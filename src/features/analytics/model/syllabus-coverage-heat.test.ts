import { describe, expect, it } from 'vitest';
import { HEAT_STEPS, heatStepOf } from './syllabus-coverage-heat';

describe('heatStepOf', () => {
  it('puts each percentage in its step, 0 and 100 in their own', () => {
    expect(heatStepOf(0).label).toBe('0%');
    expect(heatStepOf(0.5).label).toBe('under 25%');
    expect(heatStepOf(24.9).label).toBe('under 25%');
    expect(heatStepOf(25).label).toBe('25–49%');
    expect(heatStepOf(74.9).label).toBe('50–74%');
    expect(heatStepOf(99.9).label).toBe('75–99%');
    expect(heatStepOf(100).label).toBe('100%');
  });

  it("shades darker as coverage grows, the primary's own text colour only on the two darkest", () => {
    const mixes = HEAT_STEPS.map((step) => step.mix);
    expect(mixes).toEqual([...mixes].sort((a, b) => a - b));
    expect(HEAT_STEPS.filter((step) => step.strong).map((step) => step.label)).toEqual([
      '75–99%',
      '100%',
    ]);
  });
});
