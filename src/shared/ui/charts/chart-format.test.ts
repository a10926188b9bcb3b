import { describe, expect, it } from 'vitest';
import { formatChartValue } from './chart-format';

describe('formatChartValue', () => {
  it('joins a sign unit without a space and a letter unit with one', () => {
    expect(formatChartValue(45, '%')).toBe('45%');
    expect(formatChartValue(4.25, '/5')).toBe('4.3/5');
    expect(formatChartValue(12, 'h')).toBe('12 h');
    expect(formatChartValue(3, 'lessons')).toBe('3 lessons');
  });

  it('shows at most one decimal, none for a whole number, and groups thousands', () => {
    expect(formatChartValue(66.666, '%')).toBe('66.7%');
    expect(formatChartValue(100)).toBe('100');
    expect(formatChartValue(1234.5)).toBe('1,234.5');
  });
});
