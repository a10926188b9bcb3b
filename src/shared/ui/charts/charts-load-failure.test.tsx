import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { BarChart } from './index';

// The lazy chunk fails to load (a deployment replaced it while the page was open, online).
vi.mock('./chart-canvas', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.restoreAllMocks());

it('keeps the page and the chart’s box, and says the table has the numbers', async () => {
  // React reports the error it caught; that report is expected here.
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <>
      <BarChart
        title="Coverage by class"
        categories={['7A']}
        series={[{ label: 'A', values: [1] }]}
      />
      <p>Page content</p>
    </>,
  );
  expect(
    await screen.findByText('The chart could not be loaded. The table has the same numbers.'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('chart-placeholder')).toHaveStyle({ height: '240px' });
  expect(screen.getByText('Page content')).toBeInTheDocument();
  expect(reported).toHaveBeenCalled();
});
