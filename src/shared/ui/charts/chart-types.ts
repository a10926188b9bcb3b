// The charts' public types (re-exported by index.ts). Kept apart from the components so the pure
// config builder can use them without pulling React or the lazy loader in.

export type ChartSeries = { readonly label: string; readonly values: readonly (number | null)[] };

export type ChartProps = {
  /** Accessible name of the chart image; the page shows the same numbers in a table beside it. */
  readonly title: string;
  /** One label per x position (class names, weeks, methods…). */
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
  /** Shown in the axis / tooltip, e.g. '%', 'h', '/5'. */
  readonly unit?: string;
  /** Fixed axis maximum (5 for ratings, 100 for percentages); automatic when left out. */
  readonly max?: number;
  readonly height?: number; // px, default 240
  /** Said instead of the chart when there is nothing to draw; "No data to chart" when left out. */
  readonly emptyText?: string;
};

export type BarChartProps = ChartProps & {
  readonly stacked?: boolean;
  readonly horizontal?: boolean;
};

/** What the lazy chart module draws: the props plus which kind of chart. */
export type ChartSpec =
  ({ readonly kind: 'bar' } & BarChartProps) | ({ readonly kind: 'line' } & ChartProps);

/** Spec'd default: 240 px, the same for the placeholder so nothing shifts when the chart arrives. */
export const DEFAULT_CHART_HEIGHT_PX = 240;

/** False when there is nothing to draw: no series, no categories, or only nulls. */
export function hasChartableValues(props: Pick<ChartProps, 'categories' | 'series'>): boolean {
  if (props.categories.length === 0) return false;
  return props.series.some((series) =>
    series.values.some((value) => value !== null && Number.isFinite(value)),
  );
}
