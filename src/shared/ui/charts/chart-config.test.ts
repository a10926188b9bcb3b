import { describe, expect, it } from 'vitest';
import {
  alignValues,
  axisUnit,
  buildChartConfig,
  LINE_POINTS_SHOWN_UP_TO,
  tooltipLabel,
  type BarConfig,
  type TooltipPoint,
  type LineConfig,
} from './chart-config';
import type { ChartPalette } from './chart-palette';
import type { ChartSpec } from './chart-types';

const PALETTE: ChartPalette = {
  series: ['c1', 'c2', 'c3'],
  text: 'text',
  grid: 'grid',
  tooltipBackground: 'tip-bg',
  tooltipText: 'tip-fg',
  fontFamily: 'Test Sans',
};

const CLASSES = ['7A', '7B', '8A'];

function bar(overrides: Partial<Extract<ChartSpec, { kind: 'bar' }>> = {}): BarConfig {
  return buildChartConfig(
    {
      kind: 'bar',
      title: 'Coverage by class',
      categories: CLASSES,
      series: [
        { label: 'Autumn', values: [80, 45.5, null] },
        { label: 'Spring', values: [10, 20, 30] },
      ],
      ...overrides,
    },
    PALETTE,
  ) as BarConfig;
}

function line(overrides: Partial<Extract<ChartSpec, { kind: 'line' }>> = {}): LineConfig {
  return buildChartConfig(
    {
      kind: 'line',
      title: 'Weekly coverage',
      categories: CLASSES,
      series: [{ label: 'Coverage', values: [1, 2, 3] }],
      ...overrides,
    },
    PALETTE,
  ) as LineConfig;
}

/** A scale's tick label for a value, as chart.js would ask for it. */
function tick(config: BarConfig | LineConfig, axis: 'x' | 'y', value: number): unknown {
  const scale = config.options?.scales?.[axis] as {
    ticks: { callback: (value: number) => string };
  };
  return scale.ticks.callback(value);
}

describe('buildChartConfig: data', () => {
  it('hands chart.js the categories as labels and one dataset per series, in order', () => {
    const config = bar();
    expect(config.type).toBe('bar');
    expect(config.data.labels).toEqual(CLASSES);
    expect(config.data.datasets.map((dataset) => dataset.label)).toEqual(['Autumn', 'Spring']);
    expect(config.data.datasets.map((dataset) => dataset.data)).toEqual([
      [80, 45.5, null],
      [10, 20, 30],
    ]);
  });

  it('copies the arrays, so chart.js never writes into the caller’s props', () => {
    const categories = ['7A'];
    const values = [1];
    const config = bar({ categories, series: [{ label: 'A', values }] });
    expect(config.data.labels).not.toBe(categories);
    expect(config.data.datasets[0]?.data).not.toBe(values);
  });

  it('gives each series the next theme colour, starting again after the last', () => {
    const config = bar({
      series: ['A', 'B', 'C', 'D'].map((label) => ({ label, values: [1, 2, 3] })),
    });
    expect(config.data.datasets.map((dataset) => dataset.backgroundColor)).toEqual([
      'c1',
      'c2',
      'c3',
      'c1',
    ]);
    // Hover keeps the colour: chart.js cannot lighten an oklch() colour itself.
    expect(config.data.datasets.map((dataset) => dataset.hoverBackgroundColor)).toEqual([
      'c1',
      'c2',
      'c3',
      'c1',
    ]);
  });
});

describe('alignValues', () => {
  it('fills a short series with gaps and cuts a long one to the categories', () => {
    expect(alignValues({ label: 'A', values: [1] }, 3)).toEqual([1, null, null]);
    expect(alignValues({ label: 'A', values: [1, 2, 3, 4] }, 2)).toEqual([1, 2]);
  });

  it('turns a number that cannot be drawn into a gap', () => {
    expect(
      alignValues({ label: 'A', values: [Number.NaN, Number.POSITIVE_INFINITY, 0] }, 3),
    ).toEqual([null, null, 0]);
  });
});

describe('buildChartConfig: bar options', () => {
  it('draws vertical, side-by-side bars by default, from zero, without animation', () => {
    const config = bar();
    expect(config.options?.indexAxis).toBe('x');
    expect(config.options?.scales?.x).toMatchObject({ type: 'category', stacked: false });
    expect(config.options?.scales?.y).toMatchObject({
      type: 'linear',
      stacked: false,
      beginAtZero: true,
    });
    expect(config.options?.animation).toBe(false);
    expect(config.options).toMatchObject({ responsive: true, maintainAspectRatio: false });
  });

  it('puts the categories on the y axis for horizontal bars', () => {
    const config = bar({ horizontal: true });
    expect(config.options?.indexAxis).toBe('y');
    expect(config.options?.scales?.y).toMatchObject({ type: 'category' });
    expect(config.options?.scales?.x).toMatchObject({ type: 'linear' });
  });

  it('stacks both axes for stacked bars', () => {
    const config = bar({ stacked: true });
    expect(config.options?.scales?.x).toMatchObject({ stacked: true });
    expect(config.options?.scales?.y).toMatchObject({ stacked: true });
  });

  it('fixes the value axis maximum only when one is given', () => {
    expect(bar({ max: 100 }).options?.scales?.y).toMatchObject({ max: 100 });
    expect(bar({ max: 5, horizontal: true }).options?.scales?.x).toMatchObject({ max: 5 });
    expect(bar().options?.scales?.y).not.toHaveProperty('max');
  });

  it('names every bar (no skipped class labels); they turn to fit instead', () => {
    expect(bar().options?.scales?.x?.ticks).toMatchObject({ autoSkip: false, maxRotation: 90 });
  });

  it('shows a legend only when there is more than one series', () => {
    expect(bar().options?.plugins?.legend?.display).toBe(true);
    expect(bar({ series: [{ label: 'A', values: [1] }] }).options?.plugins?.legend?.display).toBe(
      false,
    );
  });

  it('draws in the theme’s colours and font', () => {
    const options = bar().options;
    expect(options?.scales?.y?.grid?.color).toBe('grid');
    expect(options?.scales?.y?.ticks?.color).toBe('text');
    expect(options?.plugins?.legend?.labels?.color).toBe('text');
    expect(options?.plugins?.tooltip).toMatchObject({
      backgroundColor: 'tip-bg',
      titleColor: 'tip-fg',
      bodyColor: 'tip-fg',
      bodyFont: { family: 'Test Sans' },
    });
  });
});

describe('buildChartConfig: value axis ticks', () => {
  it('labels ticks with the unit', () => {
    expect(tick(bar({ unit: '%' }), 'y', 50)).toBe('50%');
    expect(tick(line({ unit: 'h' }), 'y', 20)).toBe('20 h');
    expect(tick(bar({ unit: '%', horizontal: true }), 'x', 25)).toBe('25%');
  });

  it('leaves a ratio unit off the axis (0/5 … 5/5 reads badly); the maximum says it', () => {
    expect(axisUnit('/5')).toBeUndefined();
    expect(axisUnit('%')).toBe('%');
    expect(tick(bar({ unit: '/5', max: 5 }), 'y', 4)).toBe('4');
  });

  it('keeps ticks on whole numbers when every value is a whole number (counts)', () => {
    expect(
      bar({ series: [{ label: 'Lessons', values: [1, 2, null] }] }).options?.scales?.y?.ticks,
    ).toMatchObject({ precision: 0 });
    expect(bar().options?.scales?.y?.ticks).not.toHaveProperty('precision');
  });
});

describe('buildChartConfig: line options', () => {
  it('leaves a gap for a missing value rather than joining across it', () => {
    const config = line({ series: [{ label: 'A', values: [1, null, 3] }] });
    expect(config.type).toBe('line');
    expect(config.data.datasets[0]).toMatchObject({ data: [1, null, 3], spanGaps: false });
  });

  it('shows points on short lines and hides them on long ones', () => {
    const weeks = (count: number) => Array.from({ length: count }, (_, index) => `Wk ${index + 1}`);
    const short = line({ categories: weeks(LINE_POINTS_SHOWN_UP_TO) });
    const long = line({ categories: weeks(52) });
    expect(short.data.datasets[0]?.pointRadius).toBeGreaterThan(0);
    expect(long.data.datasets[0]?.pointRadius).toBe(0);
    expect(long.data.datasets[0]?.data).toHaveLength(52);
  });

  it('tells series apart by dash as well as colour, and skips week labels that do not fit', () => {
    const config = line({
      series: [
        { label: 'A', values: [1] },
        { label: 'B', values: [2] },
      ],
    });
    const [first, second] = config.data.datasets;
    expect(first?.borderColor).toBe('c1');
    expect(second?.borderColor).toBe('c2');
    expect(first?.borderDash).not.toEqual(second?.borderDash);
    expect(config.options?.scales?.x?.ticks).toMatchObject({ autoSkip: true, maxRotation: 0 });
  });
});

describe('tooltipLabel', () => {
  const item = (raw: unknown, label = 'Autumn'): TooltipPoint => ({ raw, dataset: { label } });

  it('names the series and gives its value with the unit, the ratio included', () => {
    expect(tooltipLabel(item(45.25), '%')).toBe('Autumn: 45.3%');
    expect(tooltipLabel(item(4.2), '/5')).toBe('Autumn: 4.2/5');
    expect(tooltipLabel(item(3), undefined)).toBe('Autumn: 3');
    expect(tooltipLabel(item(3, ''), undefined)).toBe('3');
  });

  it('says there is no data rather than showing null', () => {
    expect(tooltipLabel(item(null), '%')).toBe('Autumn: no data');
  });

  it('is wired into the chart’s tooltip', () => {
    const label = bar({ unit: '%' }).options?.plugins?.tooltip?.callbacks?.label as (
      item: TooltipPoint,
    ) => string;
    expect(label(item(80))).toBe('Autumn: 80%');
  });
});
