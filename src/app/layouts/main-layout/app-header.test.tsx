import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppRoute, signedIn } from '@/test-support/render-app-route';

const OFFLINE_TEXT = 'Offline — changes are kept on this device';

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  // Drop the own property so navigator.onLine reads jsdom's prototype getter again.
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('AppHeader offline indicator', () => {
  it('appears when the browser goes offline and disappears when it comes back', async () => {
    renderAppRoute(['/dashboard']);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();

    // The store subscribes in a passive effect and re-checks the snapshot then, so wait rather than
    // read synchronously after the event.
    goOnline(false);
    // The page has a status of its own (the dashboard loading): find the header's by its text.
    expect((await screen.findByText(OFFLINE_TEXT)).closest('[role="status"]')).not.toBeNull();

    goOnline(true);
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument());
  });

  it('shows it straight away when the app starts offline', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    renderAppRoute(['/planner']);

    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();
  });
});

describe('AppHeader school label', () => {
  it('names the school and the role', async () => {
    renderAppRoute(['/dashboard'], {
      session: signedIn({ schoolName: 'Hill School', role: 'VIEWER' }),
    });
    expect(await screen.findByTestId('current-school')).toHaveTextContent('Hill School · Viewer');
  });

  it('says when the teacher works solo', async () => {
    renderAppRoute(['/dashboard'], {
      session: signedIn({ schoolName: null, schoolId: null, role: null }),
    });
    expect(await screen.findByTestId('current-school')).toHaveTextContent('Working solo');
  });
});
