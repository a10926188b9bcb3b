// The lazy chunk: chart.js with only the pieces the shared charts use (tree-shaken; the full
// 'chart.js/auto' registers every controller and costs ~10 KB gzip more).
import './charts.css';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { buildChartConfig } from './chart-config';
import { readChartPalette } from './chart-palette';
import type { ChartSpec } from './chart-types';
import { useRootClassName } from './use-root-class';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export default function ChartCanvas({ spec, height }: { spec: ChartSpec; height: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart<'bar' | 'line', (number | null)[], string> | null>(null);
  const rootClass = useRootClassName();
  /** What the canvas shows now: a parent's re-render with the same numbers does not redraw. */
  const drawnRef = useRef<string | null>(null);

  useEffect(() => {
    // No 2D context: jsdom, or a browser that blocks canvas. The table beside it has the numbers.
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    // A few hundred numbers stringify in well under a millisecond; a redraw costs several.
    const drawing = `${rootClass}\n${JSON.stringify(spec)}`;
    if (chartRef.current && drawnRef.current === drawing) return;
    drawnRef.current = drawing;
    const config = buildChartConfig(
      spec,
      readChartPalette(document.documentElement, document.body),
    );
    const chart = chartRef.current;
    // A BarChart stays a bar chart (a LineChart in its place is another component, remounted).
    if (chart) {
      chart.data = config.data;
      chart.options = config.options as typeof chart.options;
      chart.update();
    } else {
      chartRef.current = new Chart(context, config);
    }
    // rootClass: the palette is read again, and the chart redrawn, when the theme class changes.
  }, [spec, rootClass]);

  useEffect(
    () => () => {
      chartRef.current?.destroy();
      chartRef.current = null;
      drawnRef.current = null;
    },
    [],
  );

  return (
    // chart.js sizes the canvas to this box (responsive), so the box must be relative and sized.
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={spec.title} />
    </div>
  );
}
