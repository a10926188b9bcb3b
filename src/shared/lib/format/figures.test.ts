import { describe, expect, it } from 'vitest';
import { countOf, formatHours, formatPercent, formatRange, formatRating } from './figures';

describe('analytics formats', () => {
  it('writes ratings with two decimals and a dash for none', () => {
    expect(formatRating(4.25)).toBe('4.25');
    expect(formatRating(4)).toBe('4.00');
    expect(formatRating(null)).toBe('—');
  });

  it('writes percentages and hours without needless decimals', () => {
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(42.5)).toBe('42.5%');
    expect(formatHours(36)).toBe('36 h');
    expect(formatHours(2.5)).toBe('2.5 h');
    expect(formatHours(2.75)).toBe('2.75 h');
  });

  it('counts in words and says "all dates" for no range', () => {
    expect(countOf(1, 'lesson')).toBe('1 lesson');
    expect(countOf(3, 'lesson')).toBe('3 lessons');
    expect(formatRange(null)).toBe('all dates');
    expect(formatRange({ start: '2026-10-05', end: '2026-12-16' })).toMatch(/2026 – .*2026/);
  });
});
