// Shared charts: a bar chart and a line chart drawn by chart.js, which loads lazily into its own
// chunk (this file must never import chart.js, or every route that shows a chart would carry
// ~60 KB gzip more in its initial JS). docs/decisions.md "Chart library (issue 14)".
export type { BarChartProps, ChartProps, ChartSeries } from './chart-types';
export { BarChart, LineChart } from './charts';
