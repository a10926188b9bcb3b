import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart, LineChart } from './index';

const CLASSES = ['7A', '7B'];
const SERIES = [{ label: 'Coverage', values: [40, 60] }];

beforeEach(() => {
  // jsdom has no canvas; the component then draws nothing, as in a browser that blocks canvas.
  // (Without this jsdom prints "not implemented" for every chart.)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

describe('BarChart and LineChart', () => {
  it('shows a box of the chart’s height while chart.js loads, then the chart image in its place', async () => {
    // A fresh module graph: chart.js not loaded yet, as on a page's first chart.
    vi.resetModules();
    const { BarChart } = await import('./index');
    render(
      <BarChart title="Coverage by class" categories={CLASSES} series={SERIES} height={300} />,
    );
    const placeholder = screen.getByTestId('chart-placeholder');
    expect(placeholder).toHaveStyle({ height: '300px' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    const chart = await screen.findByRole('img', { name: 'Coverage by class' });
    expect(chart.tagName).toBe('CANVAS');
    expect(chart.parentElement).toHaveStyle({ height: '300px' });
    expect(screen.queryByTestId('chart-placeholder')).not.toBeInTheDocument();
  });

  it('is 240 px high unless told otherwise, before and after loading', async () => {
    vi.resetModules();
    const { LineChart } = await import('./index');
    render(<LineChart title="Weekly coverage" categories={CLASSES} series={SERIES} unit="%" />);
    expect(screen.getByTestId('chart-placeholder')).toHaveStyle({ height: '240px' });
    const chart = await screen.findByRole('img', { name: 'Weekly coverage' });
    expect(chart.parentElement).toHaveStyle({ height: '240px' });
  });

  it('says there is no data to chart when there are no series', () => {
    render(<BarChart title="Coverage by class" categories={CLASSES} series={[]} />);
    expect(screen.getByText('No data to chart')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("says the page's own words instead, when it gives them", () => {
    render(
      <BarChart
        title="Rejection rate"
        categories={CLASSES}
        series={[]}
        emptyText="No changes were pushed in this window."
      />,
    );
    expect(screen.getByText('No changes were pushed in this window.')).toBeInTheDocument();
    expect(screen.queryByText('No data to chart')).not.toBeInTheDocument();
  });

  it('says there is no data to chart when every value is missing', async () => {
    render(
      <LineChart
        title="Weekly coverage"
        categories={CLASSES}
        series={[
          { label: 'A', values: [null, null] },
          { label: 'B', values: [] },
        ]}
      />,
    );
    expect(screen.getByText('No data to chart')).toBeInTheDocument();
    // Nothing arrives later either.
    await act(async () => {
      await import('./chart-canvas');
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renames the chart image when the title changes', async () => {
    const { rerender } = render(
      <BarChart title="Autumn coverage" categories={CLASSES} series={SERIES} horizontal stacked />,
    );
    await screen.findByRole('img', { name: 'Autumn coverage' });
    rerender(
      <BarChart title="Spring coverage" categories={CLASSES} series={SERIES} horizontal stacked />,
    );
    expect(screen.getByRole('img', { name: 'Spring coverage' })).toBeInTheDocument();
  });
});
