import { describe, expect, it } from 'vitest';
import { hasChartableValues } from './chart-types';

describe('hasChartableValues', () => {
  it('is false with no series, no categories or only gaps', () => {
    expect(hasChartableValues({ categories: ['7A'], series: [] })).toBe(false);
    expect(hasChartableValues({ categories: [], series: [{ label: 'A', values: [1] }] })).toBe(
      false,
    );
    expect(
      hasChartableValues({
        categories: ['7A', '7B'],
        series: [
          { label: 'A', values: [null, null] },
          { label: 'B', values: [Number.NaN] },
        ],
      }),
    ).toBe(false);
  });

  it('is true as soon as one series has one number, zero included', () => {
    expect(
      hasChartableValues({
        categories: ['7A', '7B'],
        series: [
          { label: 'A', values: [null, null] },
          { label: 'B', values: [null, 0] },
        ],
      }),
    ).toBe(true);
  });
});
