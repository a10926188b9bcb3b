// ChartProps → chart.js configuration, pure (no DOM, no chart.js at run time: types only), so
// what the library is handed can be tested in Node.
import type { ChartConfiguration, ChartOptions, TooltipItem } from 'chart.js';
import { formatChartValue } from './chart-format';
import type { ChartPalette } from './chart-palette';
import type { ChartSeries, ChartSpec } from './chart-types';

type ChartValues = (number | null)[];
export type BarConfig = ChartConfiguration<'bar', ChartValues, string>;
export type LineConfig = ChartConfiguration<'line', ChartValues, string>;

/** Past this many x positions a line's points are hidden (they would merge into a thick line). */
export const LINE_POINTS_SHOWN_UP_TO = 24;
/** Bars stay bars, not slabs, when there are only a few categories on a wide page. */
const MAX_BAR_THICKNESS_PX = 40;
const FONT_SIZE_PX = 12;
/** Lines differ by dash and point shape as well as colour, for readers who cannot tell hues apart. */
const LINE_DASHES: readonly number[][] = [[], [6, 4], [2, 3], [10, 3, 2, 3]];
const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot', 'crossRot'] as const;

export function buildChartConfig(spec: ChartSpec, palette: ChartPalette): BarConfig | LineConfig {
  return spec.kind === 'bar' ? buildBarConfig(spec, palette) : buildLineConfig(spec, palette);
}

/**
 * One value per category: a series shorter than the categories has gaps (null) at the end, a
 * longer one is cut; a non-finite number is a gap, not a bar to infinity.
 */
export function alignValues(series: ChartSeries, categoryCount: number): ChartValues {
  return Array.from({ length: categoryCount }, (_, index) => {
    const value = series.values[index];
    return value === undefined || value === null || !Number.isFinite(value) ? null : value;
  });
}

const colourOf = (palette: ChartPalette, index: number) =>
  palette.series[index % palette.series.length] ?? palette.text;

function buildBarConfig(
  spec: Extract<ChartSpec, { kind: 'bar' }>,
  palette: ChartPalette,
): BarConfig {
  const horizontal = spec.horizontal ?? false;
  const stacked = spec.stacked ?? false;
  const common = commonOptions(spec, palette);
  const categoryAxis = { ...categoryScale(palette, 'every label'), stacked };
  const valueAxis = { ...valueScale(spec, palette), stacked };
  return {
    type: 'bar',
    data: {
      labels: [...spec.categories],
      datasets: spec.series.map((series, index) => {
        const colour = colourOf(palette, index);
        return {
          label: series.label,
          data: alignValues(series, spec.categories.length),
          backgroundColor: colour,
          // Set, not derived: chart.js lightens the colour for hover with a parser that does not
          // read oklch(), the theme's colour space.
          hoverBackgroundColor: colour,
          borderWidth: 0,
          borderRadius: 2,
          maxBarThickness: MAX_BAR_THICKNESS_PX,
        };
      }),
    },
    options: {
      ...(common as ChartOptions<'bar'>),
      indexAxis: horizontal ? 'y' : 'x',
      scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
    },
  };
}

function buildLineConfig(
  spec: Extract<ChartSpec, { kind: 'line' }>,
  palette: ChartPalette,
): LineConfig {
  const showPoints = spec.categories.length <= LINE_POINTS_SHOWN_UP_TO;
  return {
    type: 'line',
    data: {
      labels: [...spec.categories],
      datasets: spec.series.map((series, index) => {
        const colour = colourOf(palette, index);
        return {
          label: series.label,
          data: alignValues(series, spec.categories.length),
          borderColor: colour,
          backgroundColor: colour,
          hoverBackgroundColor: colour,
          hoverBorderColor: colour,
          pointBackgroundColor: colour,
          pointBorderColor: colour,
          pointHoverBackgroundColor: colour,
          pointHoverBorderColor: colour,
          pointStyle: POINT_STYLES[index % POINT_STYLES.length],
          pointRadius: showPoints ? 3 : 0,
          pointHoverRadius: 4,
          pointHitRadius: 8,
          borderWidth: 2,
          borderDash: LINE_DASHES[index % LINE_DASHES.length],
          // A week without data is a gap in the line, not a straight line hiding it.
          spanGaps: false,
          tension: 0,
        };
      }),
    },
    options: {
      ...(commonOptions(spec, palette) as ChartOptions<'line'>),
      scales: { x: categoryScale(palette, 'skip labels'), y: valueScale(spec, palette) },
    },
  };
}

function commonOptions(spec: ChartSpec, palette: ChartPalette) {
  const font = { family: palette.fontFamily, size: FONT_SIZE_PX };
  return {
    // No animation at all: the chart appears drawn (speed, and prefers-reduced-motion for free).
    animation: false as const,
    responsive: true,
    // The container's height is the chart's; its width follows the page (1366 and 820 wide).
    maintainAspectRatio: false,
    locale: 'en-GB',
    // Every series of a category in one tooltip (index mode follows indexAxis for horizontal bars).
    interaction: { mode: 'index' as const, intersect: false },
    plugins: {
      legend: {
        display: spec.series.length > 1,
        position: 'top' as const,
        align: 'start' as const,
        labels: {
          color: palette.text,
          font,
          boxWidth: 12,
          boxHeight: 12,
          // A line's key is a short stretch of it, dashed as it is, so the dash tells the series
          // apart too (its point shapes are hidden on long lines).
          ...(spec.kind === 'line'
            ? { usePointStyle: true, pointStyle: 'line' as const, pointStyleWidth: 24 }
            : {}),
        },
      },
      tooltip: {
        backgroundColor: palette.tooltipBackground,
        titleColor: palette.tooltipText,
        bodyColor: palette.tooltipText,
        titleFont: { ...font, weight: 'bold' as const },
        bodyFont: font,
        padding: 8,
        boxPadding: 4,
        callbacks: {
          label: (item: TooltipItem<'bar' | 'line'>) => tooltipLabel(item, spec.unit),
        },
      },
    },
  };
}

/** The part of chart.js's TooltipItem the label reads. */
export type TooltipPoint = { readonly raw: unknown; readonly dataset: { readonly label?: string } };

/** 'Year 7: 45%': the series and its value with the unit. */
export function tooltipLabel(item: TooltipPoint, unit: string | undefined): string {
  const value = typeof item.raw === 'number' ? formatChartValue(item.raw, unit) : 'no data';
  return item.dataset.label ? `${item.dataset.label}: ${value}` : value;
}

/**
 * A bar chart names every bar (its labels turn up to 90° to fit; classes are few), while a line of
 * 52 weeks names every few weeks, level.
 */
function categoryScale(palette: ChartPalette, labels: 'every label' | 'skip labels') {
  return {
    type: 'category' as const,
    grid: { display: false },
    border: { color: palette.grid },
    ticks: {
      color: palette.text,
      font: { family: palette.fontFamily, size: FONT_SIZE_PX },
      autoSkip: labels === 'skip labels',
      maxRotation: labels === 'skip labels' ? 0 : 90,
      autoSkipPadding: 8,
    },
  };
}

function valueScale(spec: ChartSpec, palette: ChartPalette) {
  const unit = axisUnit(spec.unit);
  return {
    type: 'linear' as const,
    beginAtZero: true,
    ...(spec.max === undefined ? {} : { max: spec.max }),
    grid: { color: palette.grid },
    border: { display: false },
    ticks: {
      color: palette.text,
      font: { family: palette.fontFamily, size: FONT_SIZE_PX },
      // Counts (lessons, hours) never get a tick at 2.5.
      ...(onlyWholeNumbers(spec.series) ? { precision: 0 } : {}),
      callback: (value: number | string) => formatChartValue(Number(value), unit),
    },
  };
}

/**
 * The unit on the value axis: '%' and 'h' read well on every tick, but a ratio ('/5') would turn
 * the axis into 0/5 … 5/5; its maximum already says it, so the ratio shows in the tooltip only.
 */
export function axisUnit(unit: string | undefined): string | undefined {
  return unit?.startsWith('/') ? undefined : unit;
}

function onlyWholeNumbers(series: readonly ChartSeries[]): boolean {
  return series.every((entry) =>
    entry.values.every((value) => value === null || Number.isInteger(value)),
  );
}
