import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderAppRoute, signedIn, SIGNED_OUT } from '@/test-support/render-app-route';

describe('unknown paths (spec §2)', () => {
  it.each([
    ['signed out', SIGNED_OUT],
    ['signed in', signedIn()],
  ])('/no/such/page shows Page not found with a link home (%s)', async (_name, session) => {
    const { router } = renderAppRoute(['/no/such/page'], { session });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(currentUrl(router)).toBe('/no/such/page');
  });
});
