import { describe, expect, it } from 'vitest';
import { csvTextOf, safeCell } from './csv-text';

describe('csvTextOf', () => {
  it('writes a header line and one quoted line per row, with a byte-order mark', async () => {
    const text = await csvTextOf({
      headers: ['Class', 'Lessons', 'Average rating'],
      rows: [
        ['Year 7 "Blue", maths', 12, 4.25],
        ['Year 8', 0, null],
      ],
    });
    expect(text).toBe(
      '\uFEFFClass,Lessons,Average rating\r\n"Year 7 ""Blue"", maths",12,4.25\r\nYear 8,0,\r\n',
    );
  });

  it('keeps a cell that starts like a formula as text', async () => {
    const text = await csvTextOf({ headers: ['Title'], rows: [['=HYPERLINK("x")'], ['@SUM(A1)']] });
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain(`'@SUM(A1)`);
  });
});

describe('safeCell', () => {
  it('leaves numbers, negative ones included, as numbers', () => {
    expect(safeCell(-3)).toBe(-3);
    expect(safeCell('-3')).toBe("'-3");
    expect(safeCell(null)).toBe('');
    expect(safeCell(true)).toBe(true);
  });
});
