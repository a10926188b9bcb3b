import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAnalyticsFilter } from '../../queries/use-analytics-filter';
import { AnalyticsFilterBar, type AnalyticsFilterChoices } from './analytics-filter-bar';

const TODAY = '2026-11-24';
const CLASS_A = '0b5a7c2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c';
const CHOICES: AnalyticsFilterChoices = {
  classes: [{ id: CLASS_A, name: '7A Maths' }],
  subjects: ['Mathematics'],
  years: [7],
};

function BarOnPage() {
  const state = useAnalyticsFilter({ today: TODAY });
  const { search } = useLocation();
  return (
    <>
      <AnalyticsFilterBar state={state} choices={CHOICES} />
      <output aria-label="Address">{search}</output>
    </>
  );
}

function renderBar(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <BarOnPage />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), address: () => screen.getByLabelText('Address').textContent };
}

describe('AnalyticsFilterBar', () => {
  it('shows the default range in the date fields', () => {
    renderBar('/analytics');
    expect(screen.getByLabelText('From')).toHaveValue('2026-08-27');
    expect(screen.getByLabelText('To')).toHaveValue(TODAY);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("names a bad date in the link with the spec's message, and tidies the link", async () => {
    const { user, address } = renderBar('/analytics?from=2026-13-40');
    expect(screen.getByRole('alert')).toHaveTextContent('Start date must be in YYYY-MM-DD format');
    expect(screen.getByLabelText('From')).toHaveValue('2026-08-27');
    await user.click(screen.getByRole('button', { name: 'Tidy the link' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(address()).toBe('');
  });

  it('applies a range once both dates make one, and keeps a backwards one in the fields', () => {
    const { address } = renderBar('/analytics');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-10' } });
    expect(address()).toBe('?from=2026-02-02&to=2026-04-10');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    expect(screen.getByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-01');
    expect(address()).toBe('?from=2026-02-02&to=2026-04-10');
  });

  it('toggles classes and statuses into the URL, and resets', async () => {
    const { user, address } = renderBar('/analytics?sort=date');
    await user.click(screen.getByRole('button', { name: '7A Maths' }));
    await user.click(screen.getByRole('button', { name: 'Needs reflection' }));
    expect(screen.getByRole('button', { name: '7A Maths' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(address()).toBe(`?class=${CLASS_A}&status=PENDING_REFLECTION&sort=date`);

    await user.click(screen.getByRole('button', { name: 'All dates' }));
    expect(address()).toBe(`?dates=all&class=${CLASS_A}&status=PENDING_REFLECTION&sort=date`);
    expect(screen.getByLabelText('From')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(address()).toBe('?sort=date');
    expect(screen.getByLabelText('From')).toHaveValue('2026-08-27');
  });
});
