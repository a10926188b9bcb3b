import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REAL_TIME_POLL_INTERVAL_MS } from '@/shared/lib/query/query-presets';
import type { DevFeedbackReport, SyncActivityBucket } from '../api/dev-actions';
import { devRefusal, fakeDevActions } from '../test-support/fake-dev-actions';
import { developer, renderDevPage } from '../test-support/render-dev-page';
import { MonitoringPage } from './monitoring-page';

function report(id: string, status: DevFeedbackReport['status'], words: string): DevFeedbackReport {
  return {
    id,
    userId: 'teacher-1',
    userEmail: 'terry@school.test',
    status,
    category: 'bug',
    severity: 'high',
    conversation: [
      { role: 'assistant', content: 'What happened?', timestamp: null },
      { role: 'user', content: words, timestamp: null },
    ],
    metadata: {},
    context: '/planner',
    createdAt: '2026-11-23T07:00:00.000Z',
    updatedAt: '2026-11-23T07:00:00.000Z',
  };
}

const bucket = (hour: string, values: Partial<SyncActivityBucket>): SyncActivityBucket => ({
  hour,
  pushes: 0,
  changes: 0,
  rejections: 0,
  pulls: 0,
  rowsPulled: 0,
  ...values,
});

function setup() {
  const me = developer();
  const dev = fakeDevActions({
    currentUserId: me.id,
    data: {
      feedback: [report('r1', 'new', 'The planner froze when I dragged a lesson')],
      activity: [
        bucket('2026-11-23T07:00:00.000Z', {
          pushes: 10,
          changes: 40,
          rejections: 2,
          pulls: 30,
          rowsPulled: 900,
        }),
        bucket('2026-11-23T08:00:00.000Z', { pushes: 4, changes: 0, pulls: 12, rowsPulled: 100 }),
      ],
    },
  });
  return renderDevPage(MonitoringPage, { path: '/dev/monitoring', me, dev });
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('MonitoringPage', () => {
  it('shows the health snapshot, asks again every 30 s, and not while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    const { dev } = setup();
    const health = await screen.findByRole('region', { name: 'Health' });
    expect(await within(health).findByText('0.4 ms')).toBeInTheDocument();
    expect(within(health).getByRole('row', { name: 'lessons 120' })).toBeInTheDocument();
    expect(dev.callsOf('healthSnapshot')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(REAL_TIME_POLL_INTERVAL_MS));
    expect(dev.callsOf('healthSnapshot')).toHaveLength(2);

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(3 * REAL_TIME_POLL_INTERVAL_MS));
    expect(dev.callsOf('healthSnapshot')).toHaveLength(2);

    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(REAL_TIME_POLL_INTERVAL_MS));
    expect(dev.callsOf('healthSnapshot')).toHaveLength(3);
  });

  it('shows sync throughput and rejection rates per hour in a table beside the charts', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Sync activity per hour' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].slice(1).map((cell) => cell.textContent))).toEqual([
      ['10', '40', '2', '5.0%', '30', '900'],
      ['4', '0', '0', '—', '12', '100'],
    ]);
    // Both charts are there, drawn or still loading chart.js (it may arrive before or after this).
    const charts = () =>
      screen.queryAllByRole('img', { name: /per hour$/ }).length +
      screen.queryAllByTestId('chart-placeholder').length;
    expect(charts()).toBe(2);
  });

  it('with no traffic in the window, says when activity will show', async () => {
    renderDevPage(MonitoringPage, { path: '/dev/monitoring' });
    expect(
      await screen.findByText(/No device pushed or pulled in this window/),
    ).toBeInTheDocument();
  });

  it('moves a feedback report from new to triaged, then closes it', async () => {
    const { user, dev } = setup();
    const inbox = await screen.findByRole('list', { name: 'Feedback reports' });
    expect(inbox).toHaveTextContent('The planner froze when I dragged a lesson');
    await user.click(
      within(inbox).getByRole('button', { name: 'Mark triaged: report from terry@school.test' }),
    );
    expect(dev.callsOf('setFeedbackStatus')).toEqual([['r1', 'triaged']]);
    await user.click(
      await screen.findByRole('button', { name: 'Close: report from terry@school.test' }),
    );
    expect(dev.callsOf('setFeedbackStatus')).toEqual([
      ['r1', 'triaged'],
      ['r1', 'closed'],
    ]);
    expect(
      await screen.findByRole('button', { name: 'Reopen: report from terry@school.test' }),
    ).toBeInTheDocument();
  });

  it('filters the inbox by status and says what to do when none match', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Feedback reports' });
    const inbox = screen.getByRole('region', { name: 'Feedback inbox' });
    const status = within(inbox).getByRole('combobox', { name: 'Status' });
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(
      await screen.findByText(/No closed reports. Choose All to see every report./),
    ).toBeInTheDocument();
  });

  it('shows a refused status change in the server’s words', async () => {
    const { user, dev } = setup();
    dev.refuse('setFeedbackStatus', devRefusal('Developer permissions required'));
    const inbox = await screen.findByRole('list', { name: 'Feedback reports' });
    await user.click(
      within(inbox).getByRole('button', { name: 'Mark triaged: report from terry@school.test' }),
    );
    expect(await within(inbox).findByRole('alert')).toHaveTextContent(
      'The status did not change. Developer permissions required',
    );
  });
});
