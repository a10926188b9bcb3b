import { describe, expect, it } from 'vitest';
import { readableMaths } from './readable-maths';

describe('readableMaths', () => {
  it.each([
    ['\\(3 \\times 4 = 12\\)', '3 × 4 = 12'],
    ['\\(12 \\div 4 = 3\\)', '12 ÷ 4 = 3'],
    ['\\(\\frac34\\) of a metre', '3/4 of a metre'],
    ['\\(\\frac4{10}\\)', '4/10'],
    ['\\(\\frac{x + 1}{2}\\)', '(x + 1)/2'],
    ['\\(15\\space – \\space7 = 8\\)', '15 – 7 = 8'],
    ['\\(\\square – \\$375 = \\$158\\)', '□ – $375 = $158'],
    ['\\(x^2\\) and \\(10^{3}\\) and \\(2^{x+1}\\)', 'x² and 10³ and 2ˣ⁺¹'],
    ['\\(2^{ab}\\) and \\(a_{n}\\)', '2^(ab) and a_n'],
    ['\\(\\sqrt{16} = 4\\) and \\(\\sqrt{x + 9}\\)', '√(16) = 4 and √(x + 9)'],
    ['\\(a \\leq b\\), \\(a \\geq b\\), \\(\\pi r^2\\)', 'a ≤ b, a ≥ b, π r²'],
    ['\\(\\mathrm{cm}^2\\)', 'cm²'],
    ['\\(\\overset{\\frown}{AB}\\)', 'AB'],
    ['\\(2y<x^2\\)', '2y<x²'],
    ['\\(\\unknowncommand 5\\)', 'unknowncommand 5'],
  ])('%s reads as %s', (latex, text) => {
    expect(readableMaths(latex)).toBe(text);
  });

  it('leaves text without inline maths exactly as it was', () => {
    const text = 'count to 20 \\ and back (forwards)';
    expect(readableMaths(text)).toBe(text);
  });

  it('never throws on an unclosed group or a lone command', () => {
    expect(readableMaths('\\(\\frac{3\\)')).toBe('3/');
    expect(readableMaths('\\(\\\\)')).toBe('');
  });
});
