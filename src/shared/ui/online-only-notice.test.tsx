import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastUpdatedText, OnlineOnlyNotice } from './online-only-notice';

const NOW = new Date('2026-11-23T09:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('OnlineOnlyNotice', () => {
  it('says offline that the page needs a connection and how old the shown data is', () => {
    render(
      <OnlineOnlyNotice
        online={false}
        updatedAtMs={NOW - 3 * 60_000}
        fromKept
        what="the schools"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'This page needs a connection. Showing the schools as last seen on this device. Last updated 3 min ago.',
    );
  });

  it('says offline that nothing was kept when there is nothing to show', () => {
    render(<OnlineOnlyNotice online={false} updatedAtMs={null} fromKept={false} what="users" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing of users was kept on this device; connect to the internet to see it.',
    );
  });

  it("online, gives a kept copy's age while the answer loads, and nothing once it is in", () => {
    const { rerender, container } = render(
      <OnlineOnlyNotice online updatedAtMs={NOW - 2 * 3_600_000} fromKept what="x" />,
    );
    expect(container).toHaveTextContent('Last updated 2 hours ago');
    rerender(<OnlineOnlyNotice online updatedAtMs={NOW} fromKept={false} what="x" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('words the age like the sync indicator', () => {
    expect(lastUpdatedText(NOW - 20_000, NOW)).toBe('Last updated just now');
    expect(lastUpdatedText(NOW - 26 * 3_600_000, NOW)).toBe('Last updated 1 day ago');
  });
});
