import { afterEach, expect, it } from 'vitest';
import { readChartPalette, SERIES_COLOUR_COUNT } from './chart-palette';

const root = document.documentElement;
const TOKENS = [
  '--chart-1',
  '--chart-2',
  '--muted-foreground',
  '--border',
  '--foreground',
  '--background',
];

afterEach(() => {
  for (const token of TOKENS) root.style.removeProperty(token);
  document.body.style.removeProperty('font-family');
});

it('reads the series colours and the text, grid and tooltip colours from the theme tokens', () => {
  root.style.setProperty('--chart-1', 'oklch(0.48 0.16 262)');
  root.style.setProperty('--chart-2', ' oklch(0.6 0.16 50) ');
  root.style.setProperty('--muted-foreground', 'oklch(0.45 0.02 260)');
  root.style.setProperty('--border', 'oklch(0.9 0.01 260)');
  root.style.setProperty('--foreground', 'black');
  root.style.setProperty('--background', 'white');
  document.body.style.fontFamily = 'Georgia, serif';

  const palette = readChartPalette(root, document.body);
  expect(palette.series).toHaveLength(SERIES_COLOUR_COUNT);
  expect(palette.series.slice(0, 2)).toEqual(['oklch(0.48 0.16 262)', 'oklch(0.6 0.16 50)']);
  expect(palette).toMatchObject({
    text: 'oklch(0.45 0.02 260)',
    grid: 'oklch(0.9 0.01 260)',
    tooltipBackground: 'black',
    tooltipText: 'white',
    fontFamily: 'Georgia, serif',
  });
});

it('draws in grey rather than not at all when a token is missing', () => {
  const palette = readChartPalette(root, document.body);
  expect(palette.series[0]).toBe('grey');
  expect(palette.grid).toBe('grey');
});
