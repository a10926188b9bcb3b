/** The colours and font a chart is drawn with, read from the theme's CSS custom properties. */
export type ChartPalette = {
  /** One colour per series, in order; series beyond the last reuse them from the start. */
  readonly series: readonly string[];
  /** Tick labels and the legend. */
  readonly text: string;
  /** Grid lines and axis lines. */
  readonly grid: string;
  readonly tooltipBackground: string;
  readonly tooltipText: string;
  readonly fontFamily: string;
};

/** charts.css defines this many series colours. */
export const SERIES_COLOUR_COUNT = 6;

/** If a token is missing (the stylesheet not applied) the chart still draws, in grey. */
const MISSING_COLOUR = 'grey';

/**
 * Read at draw time, not once: the theme changes by a class on <html>, and the values then change
 * under the same names.
 */
export function readChartPalette(root: HTMLElement, body: HTMLElement): ChartPalette {
  const style = getComputedStyle(root);
  const token = (name: string) => style.getPropertyValue(name).trim() || MISSING_COLOUR;
  return {
    series: Array.from({ length: SERIES_COLOUR_COUNT }, (_, index) =>
      token(`--chart-${index + 1}`),
    ),
    text: token('--muted-foreground'),
    grid: token('--border'),
    tooltipBackground: token('--foreground'),
    tooltipText: token('--background'),
    fontFamily: getComputedStyle(body).fontFamily || 'sans-serif',
  };
}
