import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDevActions, fakeSchool } from '../test-support/fake-dev-actions';
import { developer, goOffline, renderDevPage } from '../test-support/render-dev-page';
import { DevDashboardPage } from './dev-dashboard-page';

const card = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement!;

describe('DevDashboardPage', () => {
  it('shows schools, users, active devices, today’s pushes, pulls and rejections, open feedback and health', async () => {
    const me = developer();
    const dev = fakeDevActions({
      currentUserId: me.id,
      data: {
        schools: [fakeSchool({ id: 's1', name: 'Northside' })],
        stats: {
          activeDevices24h: 7,
          pushesToday: 1234,
          pullsToday: 56,
          rejectionsToday: 3,
          todayStartedAt: '2026-11-23T00:00:00.000Z',
        },
      },
    });
    renderDevPage(DevDashboardPage, { path: '/dev/dashboard', me, dev });

    await screen.findByText('Pushes today');
    expect(card('Schools')).toHaveTextContent('1');
    expect(card('Devices active in the last 24 hours')).toHaveTextContent('7');
    expect(card('Pushes today')).toHaveTextContent('1,234');
    expect(card('Pulls today')).toHaveTextContent('56');
    expect(card('Rejections today')).toHaveTextContent('3');
    expect(card('Open feedback')).toHaveTextContent('0');
    expect(card('Health')).toHaveTextContent('0.4 ms');
    expect(within(card('Schools')).getByRole('link', { name: 'See the schools' })).toHaveAttribute(
      'href',
      '/dev/schools',
    );
  });

  it('says what to do when there are no schools yet', async () => {
    renderDevPage(DevDashboardPage, { path: '/dev/dashboard' });
    expect(
      await screen.findByRole('link', { name: 'No schools yet: create the first one' }),
    ).toHaveAttribute('href', '/dev/schools/create');
  });

  it('shows the server’s refusal in its own words', async () => {
    const me = developer();
    const dev = fakeDevActions({ currentUserId: me.id });
    dev.refuse('dashboardStats');
    renderDevPage(DevDashboardPage, { path: '/dev/dashboard', me, dev });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the figures. Developer permissions required',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offline, says it needs a connection and shows the figures it has with their age', async () => {
    const { unmount, me, dev } = renderDevPage(DevDashboardPage, { path: '/dev/dashboard' });
    await screen.findByText('Pushes today');
    unmount();

    goOffline();
    renderDevPage(DevDashboardPage, { path: '/dev/dashboard', me, dev });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This page needs a connection. Showing the figures as last seen on this device. Last updated just now.',
    );
    expect(screen.getByText('Pushes today')).toBeInTheDocument();
  });
});
