// The shared charts with made-up numbers of the shapes the analytics pages draw, in the app's
// stylesheet and theme, for charts-shots.ts. `?theme=dark` starts dark; the shots script also
// switches the class at run time to see the charts redraw.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { applyResolvedTheme } from '@/shared/lib/theme/theme';
import { BarChart, LineChart, type ChartSeries } from '@/shared/ui/charts';

applyResolvedTheme(
  document.documentElement,
  new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light',
);

const CLASSES = [
  '7A Science',
  '7B Science',
  '8A Science',
  '8C Science',
  '9A Physics',
  '9B Chemistry',
  '10 Biology',
  '11 Triple',
];
const coverage: ChartSeries[] = [
  { label: 'Autumn term', values: [82, 64, 71.5, 90, 55, 38, 60, 100] },
  { label: 'Spring term', values: [45, 30, null, 52, 20, 12, 28, 66] },
  { label: 'Summer term', values: [5, 0, 10, 12, 0, 3, 8, 20] },
];
const METHODS = [
  'Direct instruction',
  'Group work',
  'Practical / experiment',
  'Discussion',
  'Flipped classroom',
  'Independent research',
];
const WEEKS = Array.from({ length: 52 }, (_, index) => `Wk ${index + 1}`);
// A deterministic wave, so every run draws the same lines.
const weekly = (phase: number, scale: number) =>
  WEEKS.map((_, index) =>
    index === 30 || index === 31
      ? null
      : Math.round(scale * (0.55 + 0.4 * Math.sin(index / 6 + phase)) * 10) / 10,
  );

function Card({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-border p-4">
      <h2 className="mb-3 text-base font-semibold">{heading}</h2>
      {children}
    </section>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <main className="mx-auto grid max-w-6xl gap-4 p-4">
    <h1 className="text-xl font-semibold">Shared charts</h1>
    <Card heading="Coverage by class and term (grouped bars)">
      <BarChart
        title="Coverage by class and term"
        categories={CLASSES}
        series={coverage}
        unit="%"
        max={100}
      />
    </Card>
    <div className="grid gap-4 md:grid-cols-2">
      <Card heading="Effectiveness by method (horizontal)">
        <BarChart
          title="Average effectiveness by teaching method"
          categories={METHODS}
          series={[{ label: 'Average effectiveness', values: [3.8, 4.2, 4.5, 3.1, 2.6, 4.0] }]}
          unit="/5"
          max={5}
          horizontal
        />
      </Card>
      <Card heading="Planned against unplanned (stacked)">
        <BarChart
          title="Lessons planned and unplanned this week"
          categories={CLASSES.slice(0, 5)}
          series={[
            { label: 'Planned', values: [4, 3, 5, 2, 4] },
            { label: 'Unplanned', values: [1, 2, 0, 3, 1] },
          ]}
          stacked
          height={200}
        />
      </Card>
    </div>
    <Card heading="Weekly coverage over a year (52 points)">
      <LineChart
        title="Weekly coverage over the year"
        categories={WEEKS}
        series={[
          { label: '7A Science', values: weekly(0, 100) },
          { label: '8C Science', values: weekly(1.5, 90) },
          { label: '9A Physics', values: weekly(3, 70) },
        ]}
        unit="%"
        max={100}
        height={280}
      />
    </Card>
    <Card heading="Teaching hours (unit h, automatic maximum)">
      <LineChart
        title="Teaching hours per week"
        categories={WEEKS.slice(0, 12)}
        series={[{ label: 'Hours', values: [18, 20, 19.5, 22, 21, 17, 0, 0, 20, 22.5, 23, 21] }]}
        unit="h"
        height={180}
      />
    </Card>
    <Card heading="Nothing to chart">
      <BarChart
        title="Empty"
        categories={CLASSES}
        series={[{ label: 'None', values: [null, null] }]}
      />
    </Card>
  </main>,
);
