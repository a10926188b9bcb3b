import { Component, lazy, Suspense, type ReactNode } from 'react';
import {
  DEFAULT_CHART_HEIGHT_PX,
  hasChartableValues,
  type BarChartProps,
  type ChartProps,
  type ChartSpec,
} from './chart-types';

// chart.js arrives in its own chunk after the page's numbers have painted.
const ChartCanvas = lazy(() => import('./chart-canvas'));

export function BarChart(props: BarChartProps) {
  return <Chart spec={{ kind: 'bar', ...props }} />;
}

export function LineChart(props: ChartProps) {
  return <Chart spec={{ kind: 'line', ...props }} />;
}

function Chart({ spec }: { spec: ChartSpec }) {
  if (!hasChartableValues(spec)) {
    return <p className="text-sm text-muted-foreground">{spec.emptyText ?? 'No data to chart'}</p>;
  }
  const height = spec.height ?? DEFAULT_CHART_HEIGHT_PX;
  const placeholder = <ChartPlaceholder height={height} />;
  return (
    <ChartLoadBoundary fallback={<ChartPlaceholder height={height} failed />}>
      <Suspense fallback={placeholder}>
        <ChartCanvas spec={spec} height={height} />
      </Suspense>
    </ChartLoadBoundary>
  );
}

/** The chart's box while chart.js loads (same height: nothing below it moves when it arrives). */
export function ChartPlaceholder({ height, failed = false }: { height: number; failed?: boolean }) {
  return (
    <div
      data-testid="chart-placeholder"
      className="flex w-full items-center justify-center rounded-md bg-muted/50 text-sm text-muted-foreground"
      style={{ height }}
    >
      {failed ? 'The chart could not be loaded. The table has the same numbers.' : null}
    </div>
  );
}

/**
 * A chunk that fails to load (an old deployment's file gone while online) must cost the chart,
 * not the page: the numbers are in the table beside it.
 */
class ChartLoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
