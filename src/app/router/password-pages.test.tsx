import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';
import { PRELOAD_TIMEOUT_MS, preloadLazyRoutes } from './test-support/preload-lazy-routes';
import { normalizeError } from '@/shared/lib/errors';
import { failed, succeeded } from '@/shared/lib/result';
import { fakeAccountActions } from '@/test-support/fake-actions';
import { currentUrl, renderAppRoute, SIGNED_OUT } from '@/test-support/render-app-route';
import {
  RESET_LINK_BROKEN_MESSAGE,
  RESET_LINK_SPENT_MESSAGE,
} from '@/features/account/model/password-messages';

/** Forgot password, the reset link's page, and change password on /profile (issue 16 item 2). */
beforeAll(() => preloadLazyRoutes(routes), PRELOAD_TIMEOUT_MS);

const authError = (code: string, status: number, message = code) =>
  normalizeError({ name: 'AuthApiError', message, status, code });

describe('/forgot-password', () => {
  // Two lazy pages and a form typed into: slow on a busy machine, so a longer budget.
  it(
    'sends the address and says the same whether or not an account exists',
    { timeout: 20_000 },
    async () => {
      const requestPasswordReset = vi.fn(async () => succeeded(undefined));
      const { user } = renderAppRoute(['/login'], {
        session: SIGNED_OUT,
        accountActions: fakeAccountActions({ requestPasswordReset }),
      });
      await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
      await user.type(await screen.findByLabelText('Email'), '  ada@school.test ');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));

      // The route's lazy chunks load on first use: on a loaded machine that outlasts findBy's 1 s.
      expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
        'If an account exists for ada@school.test, we sent a link to reset its password.',
      );
      expect(requestPasswordReset).toHaveBeenCalledWith('ada@school.test');
    },
  );

  it('checks the address before asking the server', async () => {
    const requestPasswordReset = vi.fn(async () => succeeded(undefined));
    const { user } = renderAppRoute(['/forgot-password'], {
      session: SIGNED_OUT,
      accountActions: fakeAccountActions({ requestPasswordReset }),
    });
    await user.type(await screen.findByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('says when the server refuses for too many requests', async () => {
    const accountActions = fakeAccountActions({
      requestPasswordReset: vi.fn(async () => failed(authError('over_request_rate_limit', 429))),
    });
    const { user } = renderAppRoute(['/forgot-password'], { session: SIGNED_OUT, accountActions });
    await user.type(await screen.findByLabelText('Email'), 'ada@school.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  const LINK = '/reset-password?token_hash=mailed-code&type=recovery';

  it('opens the link once, takes the new password twice, then goes on signed in', async () => {
    const openRecoveryLink = vi.fn(async () => succeeded(undefined));
    const changePassword = vi.fn(async () => succeeded(undefined));
    const { user, router } = renderAppRoute([LINK], {
      session: SIGNED_OUT,
      accountActions: fakeAccountActions({ openRecoveryLink, changePassword }),
    });
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'a new secret');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() => expect(currentUrl(router)).not.toBe(LINK));
    expect(openRecoveryLink.mock.calls).toEqual([['mailed-code']]);
    expect(changePassword).toHaveBeenCalledWith({ password: 'a new secret' });
  });

  it('explains a spent link and offers a new one', async () => {
    const accountActions = fakeAccountActions({
      openRecoveryLink: vi.fn(async () => failed(authError('otp_expired', 403))),
    });
    renderAppRoute([LINK], { session: SIGNED_OUT, accountActions });
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_SPENT_MESSAGE);
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says a link without its code is incomplete, without calling the server', async () => {
    const accountActions = fakeAccountActions();
    renderAppRoute(['/reset-password?type=recovery'], { session: SIGNED_OUT, accountActions });
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_BROKEN_MESSAGE);
    expect(accountActions.openRecoveryLink).not.toHaveBeenCalled();
  });
});

describe('change password on /profile', () => {
  it('asks for the current password and the new one twice, then clears the form', async () => {
    const changePassword = vi.fn(async () => succeeded(undefined));
    const { user } = renderAppRoute(['/profile'], {
      accountActions: fakeAccountActions({ changePassword }),
    });
    await user.type(await screen.findByLabelText('Current password'), 'old secret');
    await user.type(screen.getByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({
      password: 'a new secret',
      currentPassword: 'old secret',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says so when the current password is wrong', async () => {
    const accountActions = fakeAccountActions({
      changePassword: vi.fn(async () => failed(authError('reauthentication_not_valid', 400))),
    });
    const { user } = renderAppRoute(['/profile'], { accountActions });
    await user.type(await screen.findByLabelText('Current password'), 'wrong one');
    await user.type(screen.getByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not right.',
    );
  });
});
